// npm run bench: runs every benchmark in tests/bench and prints its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH_DIR = path.join(ROOT, 'tests/bench');
let failed = false;
for (const file of readdirSync(BENCH_DIR)
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, file)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
