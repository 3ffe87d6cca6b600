// The emoji the app's sources show (gifts, the wizard's options, texts): what the app's emoji font
// must cover. Shared by scripts/build-emoji-font.mjs and its test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE_EXTENSIONS = /\.(tsx?|json)$/;
// A pictograph drawn as an emoji (by default, or asked for with U+FE0F), with its skin tone and
// zero-width-joined parts. Symbols shown as text by default (▶, ♥, ✓) stay with the text font.
const EMOJI =
  /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)\p{Emoji_Modifier}?(?:\u200D\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?)*/gu;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      // The harness is a developer tool; it may show what it likes.
      if (entry.name !== 'harness') yield* sourceFiles(full);
    } else if (SOURCE_EXTENSIONS.test(entry.name)) yield full;
  }
}

/** Every emoji sequence under `src/`, sorted, each once. */
export function emojiInSources(root) {
  const found = new Set();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(EMOJI)) found.add(match[0]);
  }
  return [...found].sort();
}
