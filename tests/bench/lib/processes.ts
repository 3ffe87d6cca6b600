// Processes for the benchmarks that measure from outside: the real server started as users start
// it, a fair peer, their CPU time from /proc and figures from the server's /metrics.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureServerBuild } from '../../../scripts/lib/server-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * How `npm start` runs the server (scripts/start.mjs, without its client build step): the same
 * compiled entry point, flags and NODE_ENV.
 */
const SERVER_ARGS = ['--enable-source-maps', path.join(ROOT, 'dist/server/main.js')];
/** A server start on a loaded 2-core machine (migrations, warming pictures) can take a minute. */
const START_DEADLINE_MS = 180_000;

const CLOCK_TICKS =
  Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** User plus system CPU seconds a process has used so far (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after it start past its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15, i.e. 11 and 12 after the state (field 3).
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await exited(child);
}

/** Polls `url` until it answers 200, or fails when the child exits or the deadline passes. */
async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_DEADLINE_MS;
  const exit = exited(child);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited (${child.exitCode}) before answering:\n${output()}`);
    }
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time:\n${output()}`);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), exit]);
  }
}

/**
 * Starts the app's server the way `npm start` does, over the database in `env` (DATABASE_URL, or
 * DATA_DIR for PGlite), and waits until /readyz answers. Extra node flags (a CPU profile) may be
 * given in BENCH_SERVER_NODE_OPTIONS.
 */
export async function startServerProcess(env: Record<string, string>) {
  await ensureServerBuild();
  const port = await freePort();
  const extra = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, ...SERVER_ARGS], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: '/nonexistent',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (piece: Buffer) => {
    output = (output + piece.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${url}/readyz`, child, () => output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    stop: () => stopChild(child),
  };
}

/** Starts tests/bench/lib/chat-peer.ts with `env` and answers its URL once it listens. */
export async function startPeerProcess(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'tests/bench/lib/chat-peer.ts')],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (piece: Buffer) => {
    output = (output + piece.toString()).slice(-4000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (piece: Buffer) => {
      text += piece.toString();
      const line = /\{"port":(\d+)\}/.exec(text);
      if (line) resolve(Number(line[1]));
    });
    child.once('exit', (code) => reject(new Error(`the peer exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/send`,
    pid: child.pid as number,
    stop: () => stopChild(child),
  };
}

/**
 * Samples' values from one scrape of a Prometheus text page: the first line for each name, which
 * may carry labels (`generation_jobs{state="succeeded"}`); NaN for one not there.
 */
export async function scrapeMetrics(baseUrl: string, names: string[]): Promise<number[]> {
  const page = await (await fetch(`${baseUrl}/metrics`)).text();
  const rows = page.split('\n');
  return names.map((name) => {
    const line = rows.find((row) => row.startsWith(`${name} `) || row.startsWith(`${name}{`));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
  });
}

/**
 * Waits until the processes are idle: less than `idleShare` of a core over a second (a server
 * just started warms pictures and runs its periodic tasks once), or `deadlineMs` passed.
 */
export async function waitUntilIdle(pids: number[], idleShare = 0.05, deadlineMs = 120_000) {
  const deadline = Date.now() + deadlineMs;
  const total = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  for (;;) {
    const before = total();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (total() - before < idleShare * pids.length || Date.now() > deadline) return;
  }
}
