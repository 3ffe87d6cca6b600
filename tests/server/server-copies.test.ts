// Two server copies, each a process of its own, on one PostgreSQL database: a reply started on
// copy A streams live to a chat reopened on copy B, and the one-reply-per-conversation lock holds
// across them. Two copies cannot share PGlite, so this file always runs them on PostgreSQL
// (TEST_DATABASE_URL, else the local test database): in the PostgreSQL run over LISTEN/NOTIFY,
// in the PGlite run over Redis pub/sub (REDIS_URL, else the local Redis), so both buses are tested.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { type RunningServer, removeDataDir, startAppServer } from '../helpers/app-server';

const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const bus = process.env.TEST_DATABASE_URL
  ? { name: 'PostgreSQL LISTEN/NOTIFY', env: { REDIS_URL: '' } }
  : {
      name: 'Redis pub/sub',
      env: { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
    };
const databaseName = `app_test_copies_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let copyA: RunningServer;
let copyB: RunningServer;
let database: DatabaseHandle;
const dataDirs: string[] = [];

beforeAll(async () => {
  await adminQuery(`create database "${databaseName}"`);
  const copyEnv = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'copies-test-'));
    dataDirs.push(dataDir);
    return {
      ...bus.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      // About 30 words at 80 ms: a reply takes a couple of seconds, long enough to reopen it.
      DEMO_MODEL_DELAY_MS: '80',
      LOG_LEVEL: 'warn',
    };
  };
  // Both migrate on start; the migration lock lets one do it while the other waits.
  [copyA, copyB] = await Promise.all([startAppServer(copyEnv()), startAppServer(copyEnv())]);
  database = await openDatabase({ databaseUrl, dataDir: ':memory:' });
}, 120_000);

afterAll(async () => {
  await Promise.all([copyA?.stop(), copyB?.stop()]);
  await database?.close();
  for (const dataDir of dataDirs) removeDataDir(dataDir);
  await adminQuery(`drop database if exists "${databaseName}" with (force)`);
});

const post = (
  server: RunningServer,
  apiPath: string,
  body: object,
  accept = 'application/json',
) => {
  const text = JSON.stringify(body);
  return fetch(`${server.url}/api${apiPath}`, {
    method: 'POST',
    body: text,
    headers: {
      'content-type': 'application/json',
      accept,
      [SIGN_HEADER]: signRequestBody(text, 'dev-sign-secret'),
    },
  });
};

interface TimedEvent {
  type: string;
  data: Record<string, unknown>;
  at: number;
}

/** Reads a stream of server-sent events, noting when each one arrived, and calls `onEvent`. */
async function readEvents(response: Response, onEvent: (event: TimedEvent) => void = () => {}) {
  const events: TimedEvent[] = [];
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end !== -1) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!type || data === undefined) continue;
      const event = { type, data: JSON.parse(data) as Record<string, unknown>, at: Date.now() };
      events.push(event);
      onEvent(event);
    }
  }
  return events;
}

async function personWithConversation(email: string) {
  const { token, uid } = await signIn(database.db, emailIdentity(email), {
    nick: 'Copies',
    lang: 'en',
    channel: null,
    inviter: null,
  });
  await database.db.update(users).set({ energy: 50 }).where(eq(users.id, uid));
  const opened = await post(copyA, '/v1/session/from/character', { token, characterId: 'sofia' });
  const { data } = (await opened.json()) as { data: { conversationId: string } };
  return { token, uid, conversationId: data.conversationId };
}

const chunkText = (events: TimedEvent[]) =>
  events
    .filter((event) => event.type === 'chunk')
    .map((event) => event.data.text)
    .join('');

describe(`two server copies on one PostgreSQL, replies passed over ${bus.name}`, () => {
  it('a reply started on copy A streams live to the chat reopened on copy B', async () => {
    const { token, conversationId } = await personWithConversation('copies@example.com');
    let firstChunk: () => void = () => {};
    const writing = new Promise<void>((resolve) => {
      firstChunk = resolve;
    });
    const sent = post(
      copyA,
      '/v1/session/chat',
      { token, conversationId, content: 'Tell me about your day' },
      'text/event-stream',
    ).then((response) =>
      readEvents(response, (event) => {
        if (event.type === 'chunk') firstChunk();
      }),
    );
    // She has started writing on A; the chat is reopened on B.
    await writing;
    const joinedAt = Date.now();
    const joined = await readEvents(
      await post(copyB, '/v1/session/chat/join', { token, conversationId }, 'text/event-stream'),
    );
    const onA = await sent;

    expect(onA.at(-1)?.type).toBe('done');
    expect(joined.map((event) => event.type)[0]).toBe('accepted');
    expect(joined.at(-1)?.type).toBe('done');
    const doneOnA = onA.at(-1)?.at ?? 0;
    // Live: B got text (a checked sentence at a time) that kept coming after it joined and
    // before the reply ended, not all at once when it was stored.
    const liveChunks = joined.filter(
      (event) => event.type === 'chunk' && event.at >= joinedAt && event.at < doneOnA,
    );
    expect(liveChunks.length).toBeGreaterThan(0);
    expect(joined.filter((event) => event.type === 'chunk').length).toBeGreaterThan(1);
    // What B showed adds up to the finished reply, as A streamed it and as it was stored.
    const finished = (joined.at(-1)?.data.message as { content: string } | undefined)?.content;
    expect(chunkText(joined)).toBe(finished);
    expect(chunkText(onA)).toBe(finished);
  }, 60_000);

  it('a second send to the same conversation on copy B waits for the reply copy A writes', async () => {
    const { token, conversationId } = await personWithConversation('lock@example.com');
    const first = await post(
      copyA,
      '/v1/session/chat',
      { token, conversationId, content: 'First' },
      'text/event-stream',
    );
    const firstEvents = readEvents(first);
    const second = await post(copyB, '/v1/session/chat', {
      token,
      conversationId,
      content: 'Second',
    });
    const answer = (await second.json()) as { code: number };
    expect(answer.code).toBe(REFUSAL_CODE.generationInProgress);
    expect((await firstEvents).at(-1)?.type).toBe('done');
  }, 60_000);
});
