import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SIGN_HEADER } from '../../../src/contract/constants';
import { signRequestBody } from '../../../src/contract/request-sign';
import { openDatabase } from '../../../src/server/db/database';
import { removeDataDir } from '../../helpers/app-server';

/** The PostgreSQL server of the PostgreSQL run, else the local one (tests that need it in both). */
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const made: Array<{ dataDir: string; databaseName: string | null }> = [];

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the PostgreSQL server itself (creating and dropping databases). */
async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type ServerStorage = Awaited<ReturnType<typeof freshServerStorage>>;

/**
 * Storage for one server process: in the PostgreSQL run (or with `onPostgres`, for a test that
 * needs PostgreSQL in both runs) a database of its own, else PGlite in `dataDir`. `open` opens it
 * from the test while the server is not running (PGlite allows one); `databaseUrl` lets a test
 * reach the PostgreSQL database while the server runs.
 */
export async function freshServerStorage(
  prefix = 'shutdown',
  { onPostgres = Boolean(process.env.TEST_DATABASE_URL) } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-test-`));
  const databaseName = onPostgres ? `app_test_${prefix}_${randomBytes(4).toString('hex')}` : null;
  made.push({ dataDir, databaseName });
  const databaseUrl = databaseName ? withDatabase(adminUrl, databaseName) : undefined;
  if (databaseName) await adminQuery(`create database "${databaseName}"`);
  return {
    dataDir,
    databaseUrl,
    env: {
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    open: () => openDatabase({ databaseUrl, dataDir }),
  };
}

/** Removes every storage `freshServerStorage` made (call in `afterAll`). */
export async function removeServerStorages() {
  for (const { dataDir, databaseName } of made.splice(0)) {
    removeDataDir(dataDir);
    if (databaseName) await adminQuery(`drop database if exists "${databaseName}" with (force)`);
  }
}

/** Calls the real server's API with a signed JSON body and answers its envelope. */
export async function postJson<T = unknown>(url: string, body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  const response = await fetch(url, {
    method: 'POST',
    body: text,
    headers: {
      'content-type': 'application/json',
      [SIGN_HEADER]: signRequestBody(text, 'dev-sign-secret'),
    },
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

export interface StreamedEvent {
  type: string;
  data: unknown;
}

/**
 * Streams a chat call from the real server: `accepted` resolves at the first event, `chunked` at
 * the first chunk of the reply (it is being written), `ended` with every event once the stream
 * ends, cut or not.
 */
export function streamChat(baseUrl: string, body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  const events: StreamedEvent[] = [];
  let onAccepted = () => {};
  let onChunked = () => {};
  const accepted = new Promise<void>((resolve) => {
    onAccepted = resolve;
  });
  const chunked = new Promise<void>((resolve) => {
    onChunked = resolve;
  });
  const ended = (async () => {
    const response = await fetch(`${baseUrl}/api/v1/session/chat`, {
      method: 'POST',
      body: text,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        [SIGN_HEADER]: signRequestBody(text, 'dev-sign-secret'),
      },
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? 'null';
          events.push({ type, data: JSON.parse(data) });
          if (type === 'accepted') onAccepted();
          if (type === 'chunk') onChunked();
        }
      }
    } catch (error) {
      // A connection closed in the middle of the stream: what came before it is the answer.
      events.push({ type: 'cut', data: String(error) });
    }
    return events;
  })();
  return { accepted, chunked, ended };
}
