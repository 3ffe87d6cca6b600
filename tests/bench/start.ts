// Server start: how long a warm start takes from spawning the process to a healthy `/readyz`
// (the median of several, after a first start that created and migrated the database), and how
// much memory (RSS) an idle copy holds ~10 s after it became ready. On PGlite, and on PostgreSQL
// when it answers. Runs the compiled server (`dist/server/main.js`, built when missing or stale);
// `--tsx` runs the TypeScript through tsx instead, for comparison. Printed, not asserted.
// Run with `npm run bench` or `node --import tsx tests/bench/start.ts [--tsx] [--runs=N]
// [--only=pglite|postgres]`. Under load, the CPU time a start used says more than its wall time.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureBuild } from '../../scripts/lib/client-build.mjs';
import { ensureServerBuild } from '../../scripts/lib/server-build.mjs';
import { freePort } from './lib/processes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const useTsx = process.argv.includes('--tsx');
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
const IDLE_MS = 10_000;
const START_DEADLINE_MS = 180_000;

function serverCommand(): string[] {
  return useTsx
    ? ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')]
    : ['--enable-source-maps', path.join(ROOT, 'dist/server/main.js')];
}

/** Starts a server copy and resolves once `/readyz` answers 200, with the time that took. */
async function startCopy(env: Record<string, string>) {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before it was ready:\n${output}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (performance.now() - started > START_DEADLINE_MS) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${START_DEADLINE_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  return {
    ms,
    cpuMs: cpuMs(child.pid as number),
    pid: child.pid as number,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The CPU time (user and system) a process has used so far: what a start costs whatever the load. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function measure(label: string, env: Record<string, string>) {
  const first = await startCopy(env);
  await first.stop();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const copy = await startCopy(env);
    times.push(copy.ms);
    cpuTimes.push(copy.cpuMs);
    await copy.stop();
  }
  const idle = await startCopy(env);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const rss = rssMb(idle.pid);
  await idle.stop();
  const list = times.map((ms) => (ms / 1000).toFixed(2)).join(', ');
  console.log(
    `${label}: first start ${(first.ms / 1000).toFixed(2)} s; warm start median ${(median(times) / 1000).toFixed(2)} s ` +
      `(${list}), CPU to ready median ${(median(cpuTimes) / 1000).toFixed(2)} s; ` +
      `idle RSS after ${IDLE_MS / 1000} s ${rss.toFixed(0)} MB`,
  );
}

async function isPostgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

ensureBuild('client');
if (!useTsx) await ensureServerBuild();
console.log(
  `Node ${process.version}, ${useTsx ? 'tsx (src/server/main.ts)' : 'compiled (dist/server/main.js)'}, ` +
    `${RUNS} warm starts each`,
);

if (ONLY !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  try {
    await measure('PGlite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (ONLY === 'pglite') {
  // Measured on PGlite only, as asked.
} else if (await isPostgresReachable(POSTGRES_URL)) {
  const name = `bench_start_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  try {
    await measure('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir });
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
} else {
  console.log(`PostgreSQL at ${POSTGRES_URL} is unreachable: measured on PGlite only.`);
}
