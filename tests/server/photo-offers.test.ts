import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { PHOTO_OFFER_RULES } from '../../src/contract/photo-offers';
import { generationJobs } from '../../src/server/db/schema/generation-jobs';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { createDemoImageProvider } from '../../src/server/providers/images/demo-image-provider';
import { ImageProviderError } from '../../src/server/providers/images/image-provider';
import { balancesOf, openConversation, repliesSettled, setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
/** The demo model always offers a photo when asked what she is wearing. */
const ASKS_HER_LOOK = 'What are you wearing right now?';

interface Offer {
  id: string;
  line: string;
  price: number;
  state: 'open' | 'drawing' | 'sent';
  isAuto: boolean;
}
interface Message {
  id: string;
  role: string;
  content: string;
  photo: { id: string; url: string; locked: boolean } | null;
  offer?: Offer | null;
}

let t: TestApp;
/** The image model fails while set, as an outage would. */
const drawing = { fails: false };

beforeAll(async () => {
  const demo = createDemoImageProvider();
  t = await createTestApp(
    { DEMO_MODEL_DELAY_MS: '0' },
    {
      images: {
        modelName: demo.modelName,
        isDemo: demo.isDemo,
        async generate(request, options) {
          if (drawing.fails) throw new ImageProviderError('the image model is down', false);
          return demo.generate(request, options);
        },
      },
    },
  );
});
afterAll(() => t.close());

async function call<T>(path: string, user: SignedIn, body: Record<string, unknown> = {}) {
  const answer = await t.call(path, { token: user.token, ...body });
  expect(answer.envelope.code, answer.envelope.msg).toBe(0);
  return answer.envelope.data as T;
}

async function someone(email: string, balances: { goldBalance?: number; vip?: boolean } = {}) {
  const user = await signInWithEmail(t, email);
  await setBalances(t, user.uid, {
    energy: 100,
    goldBalance: balances.goldBalance ?? 0,
    vipExpireAt: balances.vip ? new Date(Date.now() + MONTH_MS) : null,
  });
  return user;
}

/** Sends a message and answers her finished reply. */
async function send(user: SignedIn, conversationId: string, content = ASKS_HER_LOOK) {
  const { reply } = await call<{ reply: Message }>('/v1/session/chat', user, {
    conversationId,
    content,
  });
  await repliesSettled(t);
  return reply;
}

const accept = (user: SignedIn, conversationId: string, messageId: string) =>
  t.call('/v1/session/photo-offer/accept', { token: user.token, conversationId, messageId });

const statusOf = async (user: SignedIn, conversationId: string, messageId: string) =>
  (
    await call<{ message: Message }>('/v1/session/photo-offer/status', user, {
      conversationId,
      messageId,
    })
  ).message;

const albumOf = async (user: SignedIn) =>
  (
    await call<{ list: Array<{ id: string; locked: boolean; conversationId: string }> }>(
      '/v1/character/photograph/list-self',
      user,
      {},
    )
  ).list;

describe('photos she offers', () => {
  it('shows her offer as a card on the reply and charges nothing until it is opened', async () => {
    const user = await someone('offer.card@example.com', { goldBalance: 100 });
    const conversationId = await openConversation(t, user.token, 'sofia');
    const before = await balancesOf(t, user.uid);
    const reply = await send(user, conversationId);
    expect(reply.offer).toMatchObject({
      state: 'open',
      price: PHOTO_OFFER_RULES.price,
      isAuto: false,
      line: expect.any(String),
    });
    expect(reply.content).not.toContain('[selfie');
    expect(reply.content).not.toMatch(/\s$/);
    const after = await balancesOf(t, user.uid);
    // Only the message itself was paid (energy); no coins moved, no job was ordered.
    expect(after.goldBalance).toBe(before.goldBalance);
    expect(after.ledgerRows).toBe(before.ledgerRows + 1);
    expect(
      await t.db.select().from(generationJobs).where(eq(generationJobs.userId, user.uid)),
    ).toEqual([]);
    // The message list carries the card too.
    const listed = await call<{ list: Message[] }>('/v1/session/message/list', user, {
      conversationId,
    });
    expect(listed.list.find((row) => row.id === reply.id)?.offer?.state).toBe('open');
  });

  it('charges once under 20 parallel taps, draws the photo and puts it in the chat and the album', async () => {
    const user = await someone('offer.parallel@example.com', { goldBalance: 120 });
    const conversationId = await openConversation(t, user.token, 'mei');
    const reply = await send(user, conversationId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => accept(user, conversationId, reply.id)),
    );
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === REFUSAL_CODE.offerClosed)).toHaveLength(19);
    expect((await balancesOf(t, user.uid)).goldBalance).toBe(120 - PHOTO_OFFER_RULES.price);
    const charges = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.uid));
    expect(charges.filter((row) => row.currency === 'gold')).toHaveLength(1);
    expect((await statusOf(user, conversationId, reply.id)).offer?.state).toBe('drawing');

    expect(await t.generation.runWoken()).toBe(1);
    const drawn = await statusOf(user, conversationId, reply.id);
    expect(drawn.offer?.state).toBe('sent');
    // Paid for: sharp for its owner though she is not a member.
    expect(drawn.photo).toMatchObject({ id: expect.stringMatching(/^drawn-/), locked: false });
    expect((await t.app.request(drawn.photo?.url ?? '')).status).toBe(200);
    const album = await albumOf(user);
    expect(album.map((photo) => photo.id)).toContain(drawn.photo?.id);
    // The user's data export holds what she offered and that it was opened.
    const exported = await call<{ messages: Array<{ offer: Offer | null }> }>(
      '/v1/user/export',
      user,
    );
    expect(exported.messages.map((message) => message.offer).filter(Boolean)).toEqual([
      expect.objectContaining({ state: 'sent', price: PHOTO_OFFER_RULES.price }),
    ]);
    // Opening it again is refused and charges nothing.
    const again = await accept(user, conversationId, reply.id);
    expect(again.envelope.code).toBe(REFUSAL_CODE.offerClosed);
    expect((await balancesOf(t, user.uid)).goldBalance).toBe(120 - PHOTO_OFFER_RULES.price);
  });

  it('refuses a tap without the coins, and the offer stays open', async () => {
    const user = await someone('offer.poor@example.com', {
      goldBalance: PHOTO_OFFER_RULES.price - 1,
    });
    const conversationId = await openConversation(t, user.token, 'sofia');
    const reply = await send(user, conversationId);
    const answer = await accept(user, conversationId, reply.id);
    expect(answer.envelope.code).toBe(REFUSAL_CODE.notEnoughCoins);
    expect((await statusOf(user, conversationId, reply.id)).offer?.state).toBe('open');
    expect((await balancesOf(t, user.uid)).goldBalance).toBe(PHOTO_OFFER_RULES.price - 1);
    expect(
      await t.db.select().from(generationJobs).where(eq(generationJobs.userId, user.uid)),
    ).toEqual([]);
  });

  it('refunds through the ledger when drawing fails, and the offer may be opened again', async () => {
    const user = await someone('offer.refund@example.com', { goldBalance: 100 });
    const conversationId = await openConversation(t, user.token, 'luna');
    const reply = await send(user, conversationId);
    expect((await accept(user, conversationId, reply.id)).envelope.code).toBe(0);
    drawing.fails = true;
    try {
      await t.generation.runWoken();
    } finally {
      drawing.fails = false;
    }
    expect((await balancesOf(t, user.uid)).goldBalance).toBe(100);
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.uid));
    expect(refunds.map((row) => row.reason)).toContain('generation_refund');
    const reopened = await statusOf(user, conversationId, reply.id);
    expect(reopened.offer?.state).toBe('open');
    expect(reopened.photo).toBeNull();

    expect((await accept(user, conversationId, reply.id)).envelope.code).toBe(0);
    expect(await t.generation.runWoken()).toBe(1);
    expect((await statusOf(user, conversationId, reply.id)).offer?.state).toBe('sent');
    expect((await balancesOf(t, user.uid)).goldBalance).toBe(100 - PHOTO_OFFER_RULES.price);
  });

  it('caps offers per conversation a day', async () => {
    const user = await someone('offer.cap@example.com');
    const conversationId = await openConversation(t, user.token, 'sofia');
    const replies = [];
    for (let index = 0; index <= PHOTO_OFFER_RULES.perConversationPerDay; index++) {
      replies.push(await send(user, conversationId, `${ASKS_HER_LOOK} (${index})`));
    }
    const offered = replies.filter((reply) => reply.offer);
    expect(offered).toHaveLength(PHOTO_OFFER_RULES.perConversationPerDay);
    // Over the cap the command is still taken out of her text.
    expect(replies.at(-1)?.offer ?? null).toBeNull();
    expect(replies.at(-1)?.content).not.toContain('[selfie');
  });

  it('caps offers per user a day, across conversations', async () => {
    const user = await someone('offer.cap.user@example.com');
    let offered = 0;
    for (let chat = 0; chat < 4; chat++) {
      const conversationId = await openConversation(t, user.token, 'luna', true);
      for (let index = 0; index < PHOTO_OFFER_RULES.perConversationPerDay; index++) {
        if ((await send(user, conversationId, `${ASKS_HER_LOOK} (${chat}.${index})`)).offer) {
          offered++;
        }
      }
    }
    expect(offered).toBe(PHOTO_OFFER_RULES.perUserPerDay);
  });

  it('answers bad input and other users with codes, never a 500', async () => {
    const owner = await someone('offer.owner@example.com', { goldBalance: 100 });
    const stranger = await someone('offer.stranger@example.com', { goldBalance: 100 });
    const conversationId = await openConversation(t, owner.token, 'mei');
    const reply = await send(owner, conversationId);
    const bad = await accept(owner, conversationId, 'not-a-number');
    expect(bad.envelope.code).toBe(1000);
    expect(bad.envelope.msg).toContain('message id');
    const theirs = await accept(stranger, conversationId, reply.id);
    expect(theirs.status).toBeLessThan(500);
    expect(theirs.envelope.code).not.toBe(0);
    const plain = await send(owner, conversationId, 'ok');
    const none = await accept(owner, conversationId, plain.offer ? '999999999' : plain.id);
    expect(none.envelope.code).toBe(REFUSAL_CODE.offerClosed);
    expect((await balancesOf(t, stranger.uid)).goldBalance).toBe(100);
    expect((await balancesOf(t, owner.uid)).goldBalance).toBe(100);
  });
});

describe('the VIP allowance', () => {
  const setAllowance = (user: SignedIn, allowance: number) =>
    t.call('/v1/user/settings/photo-offer-allowance/set', { token: user.token, allowance });

  it('is for members only, within its bounds', async () => {
    const user = await someone('allowance.plain@example.com', { goldBalance: 500 });
    expect((await setAllowance(user, 100)).envelope.code).toBe(REFUSAL_CODE.vipOnly);
    expect((await setAllowance(user, 0)).envelope.code).toBe(0);
    const member = await someone('allowance.bounds@example.com', { vip: true });
    expect((await setAllowance(member, -1)).envelope.code).toBe(1000);
    expect((await setAllowance(member, PHOTO_OFFER_RULES.maxAllowance + 1)).envelope.code).toBe(
      1000,
    );
    expect((await setAllowance(member, 12.5)).envelope.code).toBe(1000);
  });

  it('opens offers under it by themselves, and stops at it', async () => {
    const member = await someone('allowance.auto@example.com', { goldBalance: 500, vip: true });
    expect((await setAllowance(member, 2 * PHOTO_OFFER_RULES.price)).envelope.code).toBe(0);
    const conversationId = await openConversation(t, member.token, 'sofia');
    const first = await send(member, conversationId);
    expect(first.offer).toMatchObject({ state: 'drawing', isAuto: true });
    expect(await t.generation.runWoken()).toBe(1);
    expect((await statusOf(member, conversationId, first.id)).offer?.state).toBe('sent');
    const second = await send(member, conversationId);
    expect(second.offer).toMatchObject({ state: 'drawing', isAuto: true });
    await t.generation.runWoken();
    // The allowance is spent for today: the next offer waits for a tap, and costs nothing.
    const third = await send(member, conversationId);
    expect(third.offer).toMatchObject({ state: 'open', isAuto: false });
    expect((await balancesOf(t, member.uid)).goldBalance).toBe(500 - 2 * PHOTO_OFFER_RULES.price);
    const shown = await call<{ allowance: number; spentToday: number; isVip: boolean }>(
      '/v1/user/settings/photo-offer-allowance',
      member,
    );
    expect(shown).toMatchObject({
      allowance: 2 * PHOTO_OFFER_RULES.price,
      spentToday: 2 * PHOTO_OFFER_RULES.price,
      isVip: true,
    });
  });

  it('never charges by surprise: no allowance, too few coins, or membership ended', async () => {
    const member = await someone('allowance.none@example.com', { goldBalance: 500, vip: true });
    const conversationId = await openConversation(t, member.token, 'mei');
    expect((await send(member, conversationId)).offer).toMatchObject({ state: 'open' });

    const poor = await someone('allowance.poor@example.com', { goldBalance: 10, vip: true });
    expect((await setAllowance(poor, 500)).envelope.code).toBe(0);
    const poorConversation = await openConversation(t, poor.token, 'mei');
    expect((await send(poor, poorConversation)).offer).toMatchObject({ state: 'open' });
    expect((await balancesOf(t, poor.uid)).goldBalance).toBe(10);

    const lapsed = await someone('allowance.lapsed@example.com', { goldBalance: 500, vip: true });
    expect((await setAllowance(lapsed, 500)).envelope.code).toBe(0);
    await setBalances(t, lapsed.uid, { vipExpireAt: new Date(Date.now() - MONTH_MS) });
    const lapsedConversation = await openConversation(t, lapsed.token, 'luna');
    expect((await send(lapsed, lapsedConversation)).offer).toMatchObject({ state: 'open' });
    expect((await balancesOf(t, lapsed.uid)).goldBalance).toBe(500);
    expect((await balancesOf(t, member.uid)).goldBalance).toBe(500);
  });
});
