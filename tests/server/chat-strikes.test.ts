import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChatLockedDetails, REFUSAL_CODE } from '../../src/contract/api-codes';
import { HOUR_MS, MINUTE_MS } from '../../src/contract/time';
import { messages } from '../../src/server/db/schema/conversations';
import { appeals } from '../../src/server/db/schema/reports';
import {
  decideAppeal,
  decideReport,
  listModerationQueue,
} from '../../src/server/features/reports/moderation';
import { runModerationCommand } from '../../src/server/features/reports/moderation-commands';
import { balancesOf, openConversation, repliesSettled, setBalances } from './helpers/chat';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '1' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const REFUSED = 'I want to have sex with a kid';
const BENIGN = 'Tell me about your day';

/**
 * The test's clock: only `Date` is faked, so the server reads the time the test sets while its
 * timers (the demo model's pace, the database) run as usual.
 */
function startClock(): { advance(ms: number): void } {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return { advance: (ms) => vi.setSystemTime(Date.now() + ms) };
}

async function chatter(email: string) {
  const person = await signInWithEmail(t, email);
  const conversationId = await openConversation(t, person.token, 'mei', true);
  await setBalances(t, person.uid, { energy: 50, goldBalance: 20 });
  return { ...person, conversationId };
}

type Chatter = Awaited<ReturnType<typeof chatter>>;

const send = (me: Chatter, content: string) =>
  t.call('/v1/session/chat', { token: me.token, conversationId: me.conversationId, content });

const messagesOf = (conversationId: string) =>
  t.db
    .select({ id: messages.id, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.id));

const lockOf = (envelope: { data: unknown }) => envelope.data as ChatLockedDetails;

async function profileLock(me: Chatter) {
  const profile = await t.call('/v1/user/my-profile', { token: me.token });
  return (profile.envelope.data as { chatLock: ChatLockedDetails | null }).chatLock;
}

/** Sends refused messages until the third, which locks the chat; answers the lock's end. */
async function strikeThrice(me: Chatter): Promise<number> {
  for (const _ of [1, 2]) {
    expect((await send(me, REFUSED)).envelope.code).toBe(REFUSAL_CODE.unsafeMessage);
  }
  const third = await send(me, REFUSED);
  expect(third.envelope.code).toBe(REFUSAL_CODE.chatLocked);
  return Date.parse(lockOf(third.envelope).lockedUntil ?? '');
}

describe('strikes', () => {
  it('lock the chat after three refusals, charge nothing while locked, and unlock by time', async () => {
    const clock = startClock();
    const me = await chatter('strikes.lock@example.com');
    const lockedAt = Date.now();
    const lockedUntil = await strikeThrice(me);
    expect(lockedUntil).toBe(lockedAt + t.env.CHAT_LOCK_MINUTES * MINUTE_MS);
    expect(await profileLock(me)).toEqual({ lockedUntil: new Date(lockedUntil).toISOString() });

    // Locked: a benign message, a new reply and a gift are refused before anything moves.
    const before = await balancesOf(t, me.uid);
    const stored = await messagesOf(me.conversationId);
    const benign = await send(me, BENIGN);
    expect(benign.envelope.code).toBe(REFUSAL_CODE.chatLocked);
    expect(lockOf(benign.envelope).lockedUntil).toBe(new Date(lockedUntil).toISOString());
    const regenerated = await t.call('/v1/session/message/regenerate', {
      token: me.token,
      conversationId: me.conversationId,
    });
    expect(regenerated.envelope.code).toBe(REFUSAL_CODE.chatLocked);
    const gift = await t.call('/v1/session/gift/send', {
      token: me.token,
      conversationId: me.conversationId,
      giftId: 'rose',
    });
    expect(gift.envelope.code).toBe(REFUSAL_CODE.chatLocked);
    // A refused message while locked is logged, but neither strikes again nor moves the end.
    const refusedWhileLocked = await send(me, REFUSED);
    expect(refusedWhileLocked.envelope.code).toBe(REFUSAL_CODE.chatLocked);
    expect(lockOf(refusedWhileLocked.envelope).lockedUntil).toBe(
      new Date(lockedUntil).toISOString(),
    );
    expect(await listModerationQueue(t.db)).not.toContainEqual(
      expect.objectContaining({ targetType: 'chat', targetId: me.uid }),
    );
    expect(await balancesOf(t, me.uid)).toEqual(before);
    expect(await messagesOf(me.conversationId)).toEqual(stored);

    // A minute before the end it is still locked; at the end it opens by itself.
    clock.advance(t.env.CHAT_LOCK_MINUTES * MINUTE_MS - MINUTE_MS);
    expect((await send(me, BENIGN)).envelope.code).toBe(REFUSAL_CODE.chatLocked);
    clock.advance(MINUTE_MS);
    expect(await profileLock(me)).toBeNull();
    const open = await send(me, BENIGN);
    expect(open.envelope.code).toBe(0);
    await repliesSettled(t);
    expect((await messagesOf(me.conversationId)).map((row) => row.content)).toContain(BENIGN);
  });

  it('a further strike after a lock locks again for longer and reports the chat to moderators', async () => {
    const clock = startClock();
    const me = await chatter('strikes.further@example.com');
    await strikeThrice(me);
    clock.advance(t.env.CHAT_LOCK_MINUTES * MINUTE_MS);
    expect(await listModerationQueue(t.db)).not.toContainEqual(
      expect.objectContaining({ targetType: 'chat', targetId: me.uid }),
    );

    const further = await send(me, REFUSED);
    expect(further.envelope.code).toBe(REFUSAL_CODE.chatLocked);
    expect(Date.parse(lockOf(further.envelope).lockedUntil ?? '')).toBe(
      Date.now() + t.env.CHAT_REPEAT_LOCK_HOURS * HOUR_MS,
    );
    const queue = await listModerationQueue(t.db);
    expect(queue).toContainEqual(
      expect.objectContaining({
        targetType: 'chat',
        targetId: me.uid,
        reports: 1,
        reasons: { minor: 1 },
      }),
    );

    // The moderator finds it abusive: the chat stays locked with no end, even past the lock.
    await decideReport(t.db, 'chat', me.uid, 'remove', 'Repeated requests about minors');
    clock.advance(t.env.CHAT_REPEAT_LOCK_HOURS * HOUR_MS + MINUTE_MS);
    const kept = await send(me, BENIGN);
    expect(kept.envelope.code).toBe(REFUSAL_CODE.chatLocked);
    expect(lockOf(kept.envelope).lockedUntil).toBeNull();
    expect(await profileLock(me)).toEqual({ lockedUntil: null });
    expect(await listModerationQueue(t.db)).not.toContainEqual(
      expect.objectContaining({ targetType: 'chat', targetId: me.uid }),
    );
  });

  it('a moderator keeping a reported chat lifts its lock', async () => {
    const clock = startClock();
    const me = await chatter('strikes.kept@example.com');
    await strikeThrice(me);
    clock.advance(t.env.CHAT_LOCK_MINUTES * MINUTE_MS);
    expect((await send(me, REFUSED)).envelope.code).toBe(REFUSAL_CODE.chatLocked);
    // Through `npm run support`, as a moderator does it.
    const lines: string[] = [];
    const out = {
      info: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    expect(await runModerationCommand(t.db, t.services.storage, ['queue'], out)).toBe(0);
    expect(lines.find((line) => line.startsWith(`chat ${me.uid} `))).toContain('minor×1');
    const decide = ['decide', 'chat', me.uid, 'keep', 'A', 'misunderstanding'];
    expect(await runModerationCommand(t.db, t.services.storage, decide, out)).toBe(0);
    expect(await profileLock(me)).toBeNull();
    expect((await send(me, BENIGN)).envelope.code).toBe(0);
    await repliesSettled(t);
  });

  it('can be appealed: an upheld appeal opens the chat at once and forgives the strikes', async () => {
    startClock();
    const me = await chatter('strikes.appeal@example.com');
    const lockedUntil = await strikeThrice(me);

    const info = await t.call('/v1/user/appeal/pending/info', { token: me.token });
    const [decision] = (info.envelope.data as { list: Record<string, unknown>[] }).list;
    expect(decision).toMatchObject({
      targetType: 'chat',
      targetId: me.uid,
      action: 'locked',
      reason: 'minor',
      lifted: false,
      endsAt: new Date(lockedUntil).toISOString(),
      canAppeal: true,
    });
    const appealed = await t.call('/v1/user/appeal/submit', {
      token: me.token,
      decisionId: decision?.decisionId,
      message: 'I was quoting a news story about abuse, not asking for it',
    });
    expect(appealed.envelope).toMatchObject({
      code: 0,
      data: { decision: { appeal: { state: 'pending' }, canAppeal: false } },
    });
    const [pending] = await t.db
      .select({ id: appeals.id })
      .from(appeals)
      .where(eq(appeals.userId, me.uid));
    await decideAppeal(t.db, pending?.id ?? '', 'uphold', 'Sorry, our mistake');

    expect(await profileLock(me)).toBeNull();
    expect((await send(me, BENIGN)).envelope.code).toBe(0);
    await repliesSettled(t);
    // The refusals before the upheld appeal no longer count: one more is one strike, no lock.
    expect((await send(me, REFUSED)).envelope.code).toBe(REFUSAL_CODE.unsafeMessage);
    const after = await t.call('/v1/user/appeal/pending/info', { token: me.token });
    expect((after.envelope.data as { list: unknown[] }).list).toMatchObject([
      { action: 'locked', lifted: true, appeal: { state: 'upheld', answer: 'Sorry, our mistake' } },
    ]);
  });

  it('refusals of a tour visitor never lock anything', async () => {
    const config = await t.call('/v1/tour/config', {});
    const { visitorToken } = config.envelope.data as { visitorToken: string };
    const opened = await t.call('/v1/tour/session/from/character', {
      visitorToken,
      characterId: 'sofia',
    });
    const { conversationId } = opened.envelope.data as { conversationId: string };
    for (const _ of [1, 2, 3, 4]) {
      const refused = await t.call('/v1/tour/session/chat', {
        visitorToken,
        conversationId,
        content: REFUSED,
      });
      expect(refused.envelope.code).toBe(REFUSAL_CODE.unsafeMessage);
    }
  });
});
