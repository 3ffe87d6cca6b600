export const SERVER_ENTRIES: Record<string, string>;
export function buildServer(): Promise<void>;
export function ensureServerBuild(options?: { log?: (line: string) => void }): Promise<boolean>;
export function serverEntryUrl(name: string): string;
