import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emojiInSources } from '../../scripts/lib/emoji-scan.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the app’s emoji font', () => {
  it('covers every emoji the sources show (run `npm run emoji-font` after adding one)', () => {
    const covered = JSON.parse(
      readFileSync(path.join(ROOT, 'public/fonts/app-emoji.json'), 'utf8'),
    ) as { emoji: string[] };
    const used = emojiInSources(ROOT);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((emoji) => !covered.emoji.includes(emoji))).toEqual([]);
  });
});
