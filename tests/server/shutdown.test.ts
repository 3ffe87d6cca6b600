import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { messages } from '../../src/server/db/schema/conversations';
import { devices } from '../../src/server/db/schema/devices';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { createConversation } from '../../src/server/features/chat/conversation-queries';
import {
  SERVER_STOPPED_EVENT,
  STREAM_CLOSED_EVENT,
} from '../../src/server/features/chat/reply-drain';
import { seedShippedContent } from '../../src/server/seed';
import { startAppServer } from '../helpers/app-server';
import {
  freshServerStorage,
  postJson,
  removeServerStorages,
  streamChat,
} from './helpers/server-storage';

afterAll(removeServerStorages);

// Each test allows 300 s: starting its server may take up to 180 s on a loaded runner.

/** Resolves once `condition` holds, looking every 20 ms. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Sends a signed body in two parts, calling `between` once the server has taken the request (it
 * answered `100 Continue` to its headers) and the first part is on the wire.
 */
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
          expect: '100-continue',
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
    call.once('continue', () => {
      call.write(body.slice(0, half), () => {
        void between().then(() => call.end(body.slice(half)));
      });
    });
    call.flushHeaders();
  });
}

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, exits 0 and keeps what was written', async () => {
    const storage = await freshServerStorage();
    const server = await startAppServer(storage.env);
    let exit: Promise<number | null> = Promise.resolve(null);
    const answer = await postInTwoParts(
      server.url,
      JSON.stringify({ lang: 'ja', uuid: 'shutdown-device' }),
      async () => {
        exit = server.stop();
        // The rest of the body arrives while the server is stopping.
        await until(() => server.output().includes('stopping: no new replies'));
      },
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0, data: { lang: 'ja' } });
    expect(await exit).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    const reopened = await storage.open();
    try {
      const rows = await reopened.db
        .select()
        .from(devices)
        .where(eq(devices.uuid, 'shutdown-device'));
      expect(rows[0]?.lang).toBe('ja');
    } finally {
      await reopened.close();
    }
  }, 300_000);
});

const STREAMS = 30;

describe('shutdown with replies being written', () => {
  it('refuses new sends, stops the replies it cannot finish with a final error and refunds each once', async () => {
    const storage = await freshServerStorage();
    const seeded = await storage.open();
    let person: { token: string; uid: string };
    const conversationIds: string[] = [];
    try {
      await seeded.migrate();
      await seedShippedContent(seeded.db);
      person = await signIn(seeded.db, emailIdentity('drain@example.com'), {
        nick: 'drain',
        lang: 'en',
        channel: null,
        inviter: null,
      });
      await seeded.db
        .update(users)
        .set({ energy: STREAMS + 10, energyRecoveredAt: new Date() })
        .where(eq(users.id, person.uid));
      for (let index = 0; index <= STREAMS; index++) {
        conversationIds.push(await createConversation(seeded.db, person.uid, 'mei', 'Hi'));
      }
    } finally {
      await seeded.close();
    }
    // Two seconds a word: no reply can finish within the grace, and most wait in the queue.
    const server = await startAppServer({ ...storage.env, DEMO_MODEL_DELAY_MS: '2000' });
    const spare = conversationIds.pop() as string;
    const streams = conversationIds.map((conversationId) =>
      streamChat(server.url, { token: person.token, conversationId, content: 'Tell me a story' }),
    );
    await Promise.all(streams.map((stream) => stream.accepted));

    const exit = server.stop();
    await until(() => server.output().includes('stopping: no new replies'));
    const refused = await postJson(`${server.url}/api/v1/session/chat`, {
      token: person.token,
      conversationId: spare,
      content: 'one more?',
    });
    expect(refused).toMatchObject({ code: REFUSAL_CODE.serverStopping });
    expect(refused.msg).toMatch(/restarting/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    const ended = await Promise.all(streams.map((stream) => stream.ended));
    for (const events of ended) {
      expect(events[0]?.type).toBe('accepted');
      // Stopped and refunded in time; or, on a machine so busy that the refunds outlast their
      // moment, told to open the chat again (the refunds land before the database closes).
      expect([SERVER_STOPPED_EVENT, STREAM_CLOSED_EVENT.data]).toContainEqual(
        (events.at(-1) as { type: string; data: unknown } | undefined)?.data,
      );
      expect(events.at(-1)?.type).toBe('error');
    }
    expect(await exit).toBe(0);

    const reopened = await storage.open();
    try {
      const replies = await reopened.db
        .select({ status: messages.status })
        .from(messages)
        .where(eq(messages.role, 'character'));
      // The greetings, and every reply failed.
      expect(replies.filter((reply) => reply.status === 'failed')).toHaveLength(STREAMS);
      expect(replies.filter((reply) => reply.status === 'streaming')).toHaveLength(0);
      const paid = await reopened.db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.role, 'user'));
      expect(paid).toHaveLength(STREAMS);
      const refunds = await reopened.db
        .select({ reference: ledgerEntries.reference })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reason, 'chat_refund'));
      expect(refunds.map((row) => row.reference).sort()).toEqual(
        paid.map((row) => String(row.id)).sort(),
      );
      const [after] = await reopened.db
        .select({ energy: users.energy })
        .from(users)
        .where(eq(users.id, person.uid));
      expect(after?.energy).toBe(STREAMS + 10);
    } finally {
      await reopened.close();
    }
  }, 300_000);
});
