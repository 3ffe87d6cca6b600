import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/server/db/schema/conversations';
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
  type ServerStorage,
  type StreamedEvent,
  streamChat,
} from './helpers/server-storage';

afterAll(removeServerStorages);

/** As many replies as the issue saw cut, all being written at once. */
const STREAMS = 26;
const ENERGY = STREAMS + 10;
/** A word every 300 ms: every reply is still being written when the replies' grace (7 s) ends. */
const SLOW_REPLIES = { DEMO_MODEL_DELAY_MS: '300', CHAT_MAX_CONCURRENT: String(STREAMS) };

/** A user with energy for every stream and a conversation with Mei for each. */
async function seedChats(storage: ServerStorage) {
  const seeded = await storage.open();
  try {
    await seeded.migrate();
    await seedShippedContent(seeded.db);
    const person = await signIn(seeded.db, emailIdentity('streams@example.com'), {
      nick: 'streams',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    await seeded.db
      .update(users)
      .set({ energy: ENERGY, energyRecoveredAt: new Date() })
      .where(eq(users.id, person.uid));
    const conversationIds: string[] = [];
    for (let index = 0; index < STREAMS; index++) {
      conversationIds.push(await createConversation(seeded.db, person.uid, 'mei', 'Hi'));
    }
    return { person, conversationIds };
  } finally {
    await seeded.close();
  }
}

/** Every stream began with `accepted` and ended with exactly one final event, as its last. */
function expectEachEndedWithItsFinalEvent(ended: StreamedEvent[][]) {
  for (const events of ended) {
    expect(events[0]?.type).toBe('accepted');
    const finals = events.filter((event) => event.type === 'done' || event.type === 'error');
    expect(finals, JSON.stringify(events.at(-1))).toHaveLength(1);
    expect(events.at(-1)).toBe(finals[0]);
  }
}

/**
 * Each failed reply refunded once (the message it answers is the refund's reference), each done
 * one kept its charge, none left streaming; the energy is what the done replies cost.
 */
async function expectRefundedOnce(storage: ServerStorage, uid: string) {
  const reopened = await storage.open();
  try {
    const rows = await reopened.db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        role: messages.role,
        status: messages.status,
        chargeAmount: messages.chargeAmount,
      })
      .from(messages)
      .where(inArray(messages.role, ['user', 'character']));
    const paid = rows.filter((row) => row.role === 'user');
    expect(paid).toHaveLength(STREAMS);
    const replyOf = (conversationId: string) =>
      rows
        .filter((row) => row.role === 'character' && row.conversationId === conversationId)
        .at(-1);
    expect(rows.filter((row) => row.status === 'streaming')).toHaveLength(0);
    const refundedFor = paid.filter((row) => replyOf(row.conversationId)?.status === 'failed');
    const keptFor = paid.filter((row) => replyOf(row.conversationId)?.status === 'done');
    expect(refundedFor.length + keptFor.length).toBe(STREAMS);
    const refunds = await reopened.db
      .select({ reference: ledgerEntries.reference })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reason, 'chat_refund'), eq(ledgerEntries.userId, uid)));
    expect(refunds.map((row) => row.reference).sort()).toEqual(
      refundedFor.map((row) => String(row.id)).sort(),
    );
    const [after] = await reopened.db
      .select({ energy: users.energy })
      .from(users)
      .where(eq(users.id, uid));
    const spent = keptFor.reduce((sum, row) => sum + (row.chargeAmount ?? 0), 0);
    expect(after?.energy).toBe(ENERGY - spent);
  } finally {
    await reopened.close();
  }
}

describe('a stop while replies are being written', () => {
  it('gives each stream its final event before closing it, refunds once, exits 0 in the grace', async () => {
    const storage = await freshServerStorage('stop-streams');
    const { person, conversationIds } = await seedChats(storage);
    const server = await startAppServer({ ...storage.env, ...SLOW_REPLIES });
    const streams = conversationIds.map((conversationId) =>
      streamChat(server.url, { token: person.token, conversationId, content: 'Tell me a story' }),
    );
    // Every reply is mid-stream: its first words are out.
    await Promise.all(streams.map((stream) => stream.chunked));

    const exit = server.stop();
    const ended = await Promise.all(streams.map((stream) => stream.ended));
    // Past its grace the process exits 1: 0 means the stop finished within it.
    expect(await exit).toBe(0);
    expectEachEndedWithItsFinalEvent(ended);
    const stopped = ended.map((events) => events.at(-1)).filter((event) => event?.type === 'error');
    expect(stopped.length).toBeGreaterThan(0);
    for (const event of stopped) expect(event?.data).toEqual(SERVER_STOPPED_EVENT);
    await expectRefundedOnce(storage, person.uid);
  }, 240_000);
});

// A row lock held from outside the server needs PostgreSQL: this one runs on it in both runs.
describe('a stop while the database holds the refunds back', () => {
  it('still gives each stream a final event and exits 0 in the grace; refunds land once later', async () => {
    const storage = await freshServerStorage('stop-slow-db', { onPostgres: true });
    const { person, conversationIds } = await seedChats(storage);
    const server = await startAppServer({ ...storage.env, ...SLOW_REPLIES });
    const streams = conversationIds.map((conversationId) =>
      streamChat(server.url, { token: person.token, conversationId, content: 'Tell me a story' }),
    );
    await Promise.all(streams.map((stream) => stream.chunked));
    // Every refund changes the user's row: while it is locked, none can commit.
    const locker = new pg.Client({ connectionString: storage.databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select id from users where id = $1 for update', [person.uid]);

    const exit = server.stop();
    const ended = await Promise.all(streams.map((stream) => stream.ended));
    expect(await exit).toBe(0);
    await locker.query('rollback');
    await locker.end();
    expectEachEndedWithItsFinalEvent(ended);
    // No refund could land, so no reply could end: the stop ended their streams itself.
    const stopped = ended.map((events) => events.at(-1)).filter((event) => event?.type === 'error');
    expect(stopped.length).toBeGreaterThan(0);
    for (const event of stopped) expect(event?.data).toEqual(STREAM_CLOSED_EVENT.data);

    // The next start fails and refunds the replies left streaming once their leases pass.
    const again = await startAppServer(storage.env);
    try {
      await vi.waitFor(
        async () => {
          for (const conversationId of conversationIds) {
            const joined = await postJson<{ reply: { status: string } | null }>(
              `${again.url}/api/v1/session/chat/join`,
              { token: person.token, conversationId },
            );
            expect(joined.data.reply?.status).not.toBe('streaming');
          }
        },
        { timeout: 90_000, interval: 500 },
      );
    } finally {
      expect(await again.stop()).toBe(0);
    }
    await expectRefundedOnce(storage, person.uid);
  }, 300_000);
});
