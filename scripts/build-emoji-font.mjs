// npm run emoji-font: subsets Twemoji (twemoji-colr-font, OFL) to the emoji the app shows, so
// phones without an emoji font (or without the newer ones) still draw gifts and options. Needs
// Python's fontTools with brotli (Debian: python3-fonttools python3-brotli). Writes
// public/fonts/app-emoji.woff2 and the list it covers, which tests/client/emoji-font.test.ts
// compares with the sources: add an emoji, run this again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emojiInSources } from './lib/emoji-scan.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const emoji = emojiInSources(ROOT);
const textFile = path.join(mkdtempSync(path.join(tmpdir(), 'emoji-')), 'emoji.txt');
writeFileSync(textFile, emoji.join('\n'));
const python = process.env.PYTHON ?? '/usr/bin/python3';
const result = spawnSync(
  python,
  [
    '-m',
    'fontTools.subset',
    path.join(ROOT, 'node_modules/twemoji-colr-font/twemoji.woff2'),
    `--text-file=${textFile}`,
    '--layout-features=*',
    '--flavor=woff2',
    `--output-file=${path.join(ROOT, 'public/fonts/app-emoji.woff2')}`,
  ],
  { stdio: 'inherit' },
);
if (result.status !== 0) {
  console.error(
    `${python} -m fontTools.subset failed: install python3-fonttools and python3-brotli`,
  );
  process.exit(1);
}
writeFileSync(
  path.join(ROOT, 'public/fonts/app-emoji.json'),
  `${JSON.stringify({ source: 'twemoji-colr-font 15.0.3 (OFL-1.1)', emoji }, null, 2)}\n`,
);
console.log(`public/fonts/app-emoji.woff2: ${emoji.length} emoji`);
