// One hash over a build's input files, so a build runs only when one of them changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function listFiles(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((dirent) => listFiles(path.join(entry, dirent.name)))
    .sort();
}

/** Hash of every file under `inputs` (paths from the project root) and of `settings`, if any. */
export function inputsHash(inputs, settings) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  if (settings !== undefined) hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}
