import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { openDatabase } from '../../src/server/db/database';
import { devices } from '../../src/server/db/schema/devices';
import { removeDataDir, startAppServer } from '../helpers/app-server';

const postgresUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-test-'));
const databaseName = `app_test_shutdown_${randomBytes(4).toString('hex')}`;
/** In the PostgreSQL run the server gets a database of its own; PGlite lives in `dataDir`. */
const serverDatabaseUrl = postgresUrl ? withDatabase(postgresUrl, databaseName) : undefined;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function serverDatabaseEnv(): Promise<Record<string, string>> {
  if (!serverDatabaseUrl) return { DATA_DIR: dataDir };
  await adminQuery(`create database "${databaseName}"`);
  return { DATA_DIR: dataDir, DATABASE_URL: serverDatabaseUrl };
}

afterAll(async () => {
  removeDataDir(dataDir);
  if (postgresUrl) await adminQuery(`drop database if exists "${databaseName}" with (force)`);
});

/** Sends a signed body in two parts, calling `between` after the first part is on the wire. */
function postInTwoParts(baseUrl: string, body: string, between: () => Promise<void>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const half = Math.floor(body.length / 2);
    const call = request(
      `${baseUrl}/api/v1/config/set/lang`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [SIGN_HEADER]: signRequestBody(body, 'dev-sign-secret'),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.write(body.slice(0, half));
    void between().then(() => call.end(body.slice(half)));
  });
}

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, exits 0 and keeps what was written', async () => {
    const server = await startAppServer({
      ...(await serverDatabaseEnv()),
      CLIENT_DIR: path.join(dataDir, 'no-client'),
    });
    let exit: Promise<number | null> = Promise.resolve(null);
    const answer = await postInTwoParts(
      server.url,
      JSON.stringify({ lang: 'ja', uuid: 'shutdown-device' }),
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        exit = server.stop();
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0, data: { lang: 'ja' } });
    expect(await exit).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    const reopened = await openDatabase({ databaseUrl: serverDatabaseUrl, dataDir });
    try {
      const rows = await reopened.db
        .select()
        .from(devices)
        .where(eq(devices.uuid, 'shutdown-device'));
      expect(rows[0]?.lang).toBe('ja');
    } finally {
      await reopened.close();
    }
  });
});
