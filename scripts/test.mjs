// npm test: unit tests, server tests on PGlite, the same server tests on PostgreSQL, end to end.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Each phase's title and seconds, printed at the end (also when a phase fails). */
const phases = [];

function printPhases() {
  if (phases.length === 0) return;
  console.log('\nTime per phase:');
  for (const phase of phases) {
    console.log(`  ${phase.seconds.toFixed(0).padStart(5)} s  ${phase.title}`);
  }
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  console.log(`  ${total.toFixed(0).padStart(5)} s  in all`);
}

/**
 * Runs vitest on `projects` (one or several) and stops `npm test` when it fails. `workers` is how
 * many test files run at once; vitest's default is one fewer than the cores, 1 on a 2-core runner
 * (see docs/decisions.md for what was measured faster).
 */
function run(title, projects, { env = {}, workers } = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...[projects].flat().flatMap((project) => ['--project', project]),
      ...(workers ? [`--maxWorkers=${workers}`] : []),
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  phases.push({ title, seconds: (performance.now() - started) / 1000 });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    printPhases();
    process.exit(result.status ?? 1);
  }
}

async function isPostgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

run('Unit tests (client and contract)', ['unit-node', 'unit-dom'], { workers: 2 });
run('Server tests on PGlite', 'server', { env: { TEST_DATABASE_URL: '' } });
if (process.env.SKIP_POSTGRES_TESTS === '1') {
  console.warn('\n! SKIP_POSTGRES_TESTS=1: server tests did not run on PostgreSQL');
} else if (await isPostgresReachable(POSTGRES_URL)) {
  run(`Server tests on PostgreSQL (${POSTGRES_URL})`, 'server', {
    env: { TEST_DATABASE_URL: POSTGRES_URL },
  });
} else {
  console.error(
    `\n✖ PostgreSQL at ${POSTGRES_URL} is unreachable. Start it, point TEST_DATABASE_URL at one, ` +
      'or set SKIP_POSTGRES_TESTS=1 to test on PGlite only.',
  );
  process.exit(1);
}
run('End-to-end tests in Chromium', 'e2e');
printPhases();
console.log('\n✔ All tests passed');
