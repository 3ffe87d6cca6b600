// An in-process app over a fresh database with signed-in users, for the chat benchmarks.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { SIGN_HEADER } from '../../../src/contract/constants';
import { signRequestBody } from '../../../src/contract/request-sign';
import { createApp } from '../../../src/server/app';
import { parseEnv } from '../../../src/server/config/env';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/database';
import { emailIdentity, signIn } from '../../../src/server/features/accounts/sign-in';
import { createLogger } from '../../../src/server/lib/logger';
import { seedShippedContent } from '../../../src/server/seed';

let benchDatabases = 0;

/** Opens PGlite in a temporary folder, or PostgreSQL in a fresh database when `postgresUrl` is set. */
export async function openBenchDatabase(postgresUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  let handle: DatabaseHandle;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (postgresUrl) {
    const pg = (await import('pg')).default;
    const name = `bench_${process.pid}_${++benchDatabases}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ databaseUrl, dataDir });
    drop = async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    };
  } else {
    handle = await openDatabase({ dataDir });
  }
  await handle.migrate();
  await seedShippedContent(handle.db);
  let open = true;
  const release = async () => {
    if (open) await handle.close();
    open = false;
  };
  return {
    handle,
    /** What a server process is given to open the same database: DATABASE_URL or DATA_DIR. */
    serverEnv: (databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) as Record<
      string,
      string
    >,
    databaseUrl,
    dataDir,
    /** Closes this process's handle and keeps the database, for a server process to open. */
    release,
    /** Closes the handle if open, drops the database and removes the folder. */
    async close() {
      await release();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on a real HTTP port over `handle`, with helpers to sign users in and call it. */
export async function startBenchApp(handle: DatabaseHandle, envOverrides: Record<string, string>) {
  const env = parseEnv({ LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent', ...envOverrides });
  const app = createApp({ env, database: handle, log: createLogger('silent'), client: null });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A signed API call, described so that another thread can send it too. */
  const request = (apiPath: string, body: Record<string, unknown>, accept = 'application/json') => {
    const text = JSON.stringify(body);
    return {
      url: `${url}/api${apiPath}`,
      init: {
        method: 'POST' as const,
        body: text,
        headers: {
          'content-type': 'application/json',
          accept,
          [SIGN_HEADER]: signRequestBody(text, env.API_SIGN_SECRET),
        },
      },
    };
  };
  const post = (apiPath: string, body: Record<string, unknown>, accept?: string) => {
    const { url: callUrl, init } = request(apiPath, body, accept);
    return fetch(callUrl, init);
  };
  const signInUser = async (email: string) => {
    const { token, uid } = await signIn(handle.db, emailIdentity(email), {
      nick: email.split('@')[0] ?? 'bench',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    return { uid, token };
  };
  return {
    url,
    request,
    post,
    signInUser,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function postgresReachable(url: string): Promise<boolean> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a benchmark on PGlite, then on PostgreSQL when it answers (TEST_DATABASE_URL, DATABASE_URL
 * or the local test database), saying so when it does not.
 */
export async function runOnBothDatabases(
  run: (label: string, postgresUrl?: string) => Promise<void>,
) {
  // BENCH_DATABASE=pglite or postgres runs one of them, to profile or compare one change quickly.
  const only = process.env.BENCH_DATABASE;
  if (only !== 'postgres') await run('PGlite');
  if (only === 'pglite') return;
  const postgresUrl =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  if (await postgresReachable(postgresUrl)) await run('PostgreSQL', postgresUrl);
  else console.log(`PostgreSQL   not reachable at ${postgresUrl}; skipped`);
}
