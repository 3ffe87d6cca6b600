/** Every emoji sequence under `src/`, sorted, each once. */
export function emojiInSources(root: string): string[];
