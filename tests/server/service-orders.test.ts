import { HOUR_MS } from '@contract/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { CUSTOM_CHARACTER_STATUS, VISIBILITY } from '../../src/contract/enums';
import {
  SERVICE_ORDER_CONFIRM_HOURS,
  SERVICE_ORDER_DELIVERY_DAYS,
  SERVICE_ORDER_PRICES,
} from '../../src/contract/service-orders';
import { characters } from '../../src/server/db/schema/characters';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { serviceOrders } from '../../src/server/db/schema/service-orders';
import { studioItems } from '../../src/server/db/schema/studio-items';
import { users } from '../../src/server/db/schema/users';
import { expireServiceOrders } from '../../src/server/features/service-orders/service-order-transitions';
import { newOpaqueId } from '../../src/server/lib/secrets';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let buyer: SignedIn;
let creator: SignedIn;
let stranger: SignedIn;
let publicCharacter: string;
let privateCharacter: string;

const PHOTO_SET = SERVICE_ORDER_PRICES.photo_set;
/** 300 coins less the platform's 30%. */
const PHOTO_SET_EARNING = 210;

interface OrderView {
  orderId: string;
  state: string;
  price: number;
  creatorEarning: number;
  isMine: boolean;
  deliveryNote: string | null;
  deliveryImageUrl: string | null;
  buyerNick: string;
  creatorNick: string;
  characterNick: string;
}

/** A character `ownerId` made, with Mei's look and texts under a name of her own. */
async function seedCreation(ownerId: string, name: string, visibility: number) {
  const [mei] = await t.db.select().from(characters).where(eq(characters.id, 'mei'));
  if (!mei?.texts.en) throw new Error('the shipped catalogue has no Mei');
  const id = newOpaqueId();
  await t.db.insert(characters).values({
    ...mei,
    id,
    ownerId,
    visibility,
    texts: { en: { ...mei.texts.en, name } },
    customState: CUSTOM_CHARACTER_STATUS.done,
    customMode: 'template',
    customLanguage: 'en',
    isTour: false,
    likeCount: 0,
    chatCount: 0,
    basePopularity: 0,
  });
  return id;
}

const goldOf = async (uid: string) =>
  (await t.db.select({ gold: users.goldBalance }).from(users).where(eq(users.id, uid)))[0]?.gold;

const ledgerRows = (reason: string, reference: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reason, reason), eq(ledgerEntries.reference, reference)));

async function order(who: SignedIn = buyer, kind = 'photo_set', characterId = publicCharacter) {
  const { envelope } = await t.call('/v1/service/order/create', {
    token: who.token,
    characterId,
    kind,
    brief: 'Six photos of her at the beach at sunset, please.',
  });
  expect(envelope).toMatchObject({ code: 0 });
  return (envelope.data as { order: OrderView }).order;
}

const act = (path: string, who: SignedIn, params: Record<string, unknown>) =>
  t.call(`/v1/service/order/${path}`, { token: who.token, ...params });

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signInWithEmail(t, 'buyer@example.com');
  creator = await signInWithEmail(t, 'creator@example.com');
  stranger = await signInWithEmail(t, 'stranger@example.com');
  publicCharacter = await seedCreation(creator.uid, 'Nadia', VISIBILITY.open);
  privateCharacter = await seedCreation(creator.uid, 'Secret', VISIBILITY.private);
});
afterAll(() => t.close());

describe('placing an order', () => {
  it('holds the price from the buyer once and shows the order to buyer and creator only', async () => {
    await setBalances(t, buyer.uid, { goldBalance: 1000 });
    const placed = await order();
    expect(placed).toMatchObject({
      state: 'created',
      price: PHOTO_SET,
      creatorEarning: PHOTO_SET_EARNING,
      isMine: true,
      characterNick: 'Nadia',
    });
    expect(await goldOf(buyer.uid)).toBe(1000 - PHOTO_SET);
    expect(await ledgerRows('service_order_hold', placed.orderId)).toHaveLength(1);

    const asCreator = await act('info', creator, { orderId: placed.orderId });
    expect(asCreator.envelope).toMatchObject({ code: 0, data: { order: { isMine: false } } });
    const asStranger = await act('info', stranger, { orderId: placed.orderId });
    expect(asStranger.envelope.code).toBe(REFUSAL_CODE.notFound);

    const received = await act('list', creator, { role: 'received' });
    expect(received.envelope.data).toMatchObject({ isProvider: true });
    const receivedIds = (received.envelope.data as { list: OrderView[] }).list.map(
      (row) => row.orderId,
    );
    expect(receivedIds).toContain(placed.orderId);
    const placedByStranger = await act('list', stranger, { role: 'placed' });
    expect(placedByStranger.envelope.data).toMatchObject({ list: [], isProvider: false });
  });

  it('answers a repeated create call with the first order, holding the coins once', async () => {
    await setBalances(t, buyer.uid, { goldBalance: 1000 });
    const body = {
      token: buyer.token,
      characterId: publicCharacter,
      kind: 'story',
      brief: 'A short story of our first date.',
      t: Date.now(),
    };
    const [first, second] = await Promise.all([
      t.call('/v1/service/order/create', body),
      t.call('/v1/service/order/create', body),
    ]);
    const ids = [first, second].map(
      (call) => (call.envelope.data as { order: OrderView }).order.orderId,
    );
    expect(ids[0]).toBe(ids[1]);
    expect(await goldOf(buyer.uid)).toBe(1000 - SERVICE_ORDER_PRICES.story);
  });

  it('refuses too few coins, private and official characters, and ordering from oneself', async () => {
    await setBalances(t, buyer.uid, { goldBalance: PHOTO_SET - 1 });
    const brief = 'Something nice for me, please.';
    const poor = await act('create', buyer, {
      characterId: publicCharacter,
      kind: 'photo_set',
      brief,
    });
    expect(poor.envelope.code).toBe(REFUSAL_CODE.notEnoughCoins);
    expect(await goldOf(buyer.uid)).toBe(PHOTO_SET - 1);

    await setBalances(t, buyer.uid, { goldBalance: 1000 });
    const hidden = await act('create', buyer, {
      characterId: privateCharacter,
      kind: 'story',
      brief,
    });
    expect(hidden.envelope.code).toBe(REFUSAL_CODE.notFound);
    const official = await act('create', buyer, { characterId: 'mei', kind: 'story', brief });
    expect(official.envelope.code).toBe(REFUSAL_CODE.notFound);

    await setBalances(t, creator.uid, { goldBalance: 1000 });
    const own = await act('create', creator, {
      characterId: publicCharacter,
      kind: 'story',
      brief,
    });
    expect(own.envelope.code).toBe(REFUSAL_CODE.serviceOrderOwnCharacter);
    expect(await goldOf(creator.uid)).toBe(1000);

    const tooShort = await act('create', buyer, {
      characterId: publicCharacter,
      kind: 'story',
      brief: 'hi',
    });
    expect(tooShort.envelope.code).toBe(API_CODE.badParams);
    const unknownKind = await act('create', buyer, {
      characterId: publicCharacter,
      kind: 'video',
      brief,
    });
    expect(unknownKind.envelope.code).toBe(API_CODE.badParams);
    expect(await goldOf(buyer.uid)).toBe(1000);
  });
});

describe('moving an order', () => {
  it('lets only the buyer cancel, before the creator accepts, refunding once', async () => {
    await setBalances(t, buyer.uid, { goldBalance: 1000 });
    const placed = await order();
    for (const other of [creator, stranger]) {
      const refused = await act('cancel', other, { orderId: placed.orderId });
      expect(refused.envelope.code).toBe(REFUSAL_CODE.notFound);
    }
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () => act('cancel', buyer, { orderId: placed.orderId })),
    );
    expect(cancels.filter((call) => call.envelope.code === 0)).toHaveLength(1);
    expect(
      cancels.filter((call) => call.envelope.code === REFUSAL_CODE.serviceOrderStateWrong),
    ).toHaveLength(3);
    expect(await goldOf(buyer.uid)).toBe(1000);
    expect(await ledgerRows('service_order_refund', placed.orderId)).toHaveLength(1);

    const late = await order();
    expect((await act('provider/confirm', creator, { orderId: late.orderId })).envelope.code).toBe(
      0,
    );
    const afterConfirm = await act('cancel', buyer, { orderId: late.orderId });
    expect(afterConfirm.envelope.code).toBe(REFUSAL_CODE.serviceOrderStateWrong);
  });

  it('lets only the creator confirm, deliver or reject; others are told it does not exist', async () => {
    await setBalances(t, buyer.uid, { goldBalance: 1000 });
    const placed = await order();
    for (const other of [buyer, stranger]) {
      for (const path of ['provider/confirm', 'provider/reject']) {
        const refused = await act(path, other, { orderId: placed.orderId });
        expect(refused.envelope.code).toBe(REFUSAL_CODE.notFound);
      }
      const verify = await act('provider/verify', other, { orderId: placed.orderId, note: 'Done' });
      expect(verify.envelope.code).toBe(REFUSAL_CODE.notFound);
    }
    const early = await act('provider/verify', creator, { orderId: placed.orderId, note: 'Done' });
    expect(early.envelope.code).toBe(REFUSAL_CODE.serviceOrderStateWrong);
    const unknown = await act('info', buyer, { orderId: 'no-such-order' });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.notFound);
  });

  it('holds and releases the coins exactly once under concurrent confirm, cancel and reject', async () => {
    for (let round = 0; round < 4; round++) {
      await setBalances(t, buyer.uid, { goldBalance: 1000 });
      const placed = await order();
      const calls = await Promise.all([
        act('provider/confirm', creator, { orderId: placed.orderId }),
        act('cancel', buyer, { orderId: placed.orderId }),
        act('provider/reject', creator, { orderId: placed.orderId, reason: 'Too busy' }),
        act('cancel', buyer, { orderId: placed.orderId }),
        act('provider/confirm', creator, { orderId: placed.orderId }),
      ]);
      for (const call of calls) {
        expect([0, REFUSAL_CODE.serviceOrderStateWrong]).toContain(call.envelope.code);
      }
      const [row] = await t.db
        .select()
        .from(serviceOrders)
        .where(eq(serviceOrders.id, placed.orderId));
      const refunds = await ledgerRows('service_order_refund', placed.orderId);
      const isRefunded = row?.state === 'cancelled' || row?.state === 'rejected';
      expect(isRefunded || row?.state === 'confirmed').toBe(true);
      expect(refunds).toHaveLength(isRefunded ? 1 : 0);
      expect(await goldOf(buyer.uid)).toBe(isRefunded ? 1000 : 1000 - PHOTO_SET);
      // Cancel and reject both end the order: never both.
      const cancelled = calls[1]?.envelope.code === 0 || calls[3]?.envelope.code === 0;
      expect(cancelled && calls[2]?.envelope.code === 0).toBe(false);
    }
  });

  it('pays the creator the price minus the platform share exactly once on delivery', async () => {
    await setBalances(t, buyer.uid, { goldBalance: 1000 });
    await setBalances(t, creator.uid, { goldBalance: 0 });
    const placed = await order();
    await act('provider/confirm', creator, { orderId: placed.orderId });
    const deliveries = await Promise.all([
      act('provider/verify', creator, { orderId: placed.orderId, note: 'Here they are!' }),
      act('provider/verify', creator, { orderId: placed.orderId, note: 'Here they are!' }),
      act('provider/reject', creator, { orderId: placed.orderId }),
    ]);
    const winners = deliveries.filter((call) => call.envelope.code === 0);
    expect(winners).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.id, placed.orderId));
    if (row?.state === 'verified') {
      expect(await goldOf(creator.uid)).toBe(PHOTO_SET_EARNING);
      expect(await goldOf(buyer.uid)).toBe(1000 - PHOTO_SET);
      expect(await ledgerRows('service_order_earning', placed.orderId)).toHaveLength(1);
      const seen = await act('info', buyer, { orderId: placed.orderId });
      expect(seen.envelope.data).toMatchObject({
        order: { state: 'verified', deliveryNote: 'Here they are!' },
      });
      const history = await t.call('/v1/accounting/gold/detail/list', { token: creator.token });
      expect(JSON.stringify(history.envelope.data)).toContain('service_order_earning');
    } else {
      expect(row?.state).toBe('rejected');
      expect(await goldOf(creator.uid)).toBe(0);
      expect(await goldOf(buyer.uid)).toBe(1000);
    }
    const again = await act('provider/reject', creator, { orderId: placed.orderId });
    expect(again.envelope.code).toBe(REFUSAL_CODE.serviceOrderStateWrong);
  });

  it('delivers with one of the creator’s gallery photos, never someone else’s', async () => {
    await setBalances(t, buyer.uid, { goldBalance: 1000 });
    const placed = await order();
    await act('provider/confirm', creator, { orderId: placed.orderId });
    const photo = (ownerId: string, isPrivate: boolean) => ({
      id: newOpaqueId(),
      ownerId,
      kind: 'photo' as const,
      characterId: publicCharacter,
      jobId: newOpaqueId(),
      state: 'ready' as const,
      prompt: 'beach, sunset',
      width: 512,
      height: 768,
      cfg: 7,
      steps: 20,
      isPrivate,
      mediaId: newOpaqueId(),
      model: 'demo',
    });
    const [mine, others, privateOne] = [
      photo(creator.uid, false),
      photo(stranger.uid, false),
      photo(creator.uid, true),
    ];
    await t.db.insert(studioItems).values([mine, others, privateOne]);
    for (const item of [others, privateOne]) {
      const refused = await act('provider/verify', creator, {
        orderId: placed.orderId,
        note: 'Look',
        albumItemId: item.id,
      });
      expect(refused.envelope.code).toBe(REFUSAL_CODE.notFound);
    }
    const delivered = await act('provider/verify', creator, {
      orderId: placed.orderId,
      note: 'Look',
      albumItemId: mine.id,
    });
    expect(delivered.envelope.data).toMatchObject({
      order: { state: 'verified', deliveryImageUrl: `/media/${mine.mediaId}` },
    });
  });
});

describe('expiry', () => {
  it('expires and refunds orders the creator leaves unconfirmed or undelivered, once', async () => {
    // A buyer of its own: other tests leave open orders that would expire with these.
    const buyer = await signInWithEmail(t, 'patient.buyer@example.com');
    await setBalances(t, buyer.uid, { goldBalance: 1000 });
    const unconfirmed = await order(buyer);
    const accepted = await order(buyer);
    await act('provider/confirm', creator, { orderId: accepted.orderId });
    expect(await goldOf(buyer.uid)).toBe(1000 - 2 * PHOTO_SET);

    const beforeDeadline = new Date(Date.now() + (SERVICE_ORDER_CONFIRM_HOURS - 1) * HOUR_MS);
    expect(await expireServiceOrders(t.db, beforeDeadline)).toBe(0);

    const afterConfirmDeadline = new Date(Date.now() + (SERVICE_ORDER_CONFIRM_HOURS + 1) * HOUR_MS);
    const [first, second] = await Promise.all([
      expireServiceOrders(t.db, afterConfirmDeadline),
      expireServiceOrders(t.db, afterConfirmDeadline),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    const seen = await act('info', buyer, { orderId: unconfirmed.orderId });
    expect(seen.envelope.data).toMatchObject({ order: { state: 'expired' } });
    expect(await ledgerRows('service_order_refund', unconfirmed.orderId)).toHaveLength(1);
    expect(await goldOf(buyer.uid)).toBe(1000 - PHOTO_SET);
    const stillOpen = await act('info', buyer, { orderId: accepted.orderId });
    expect(stillOpen.envelope.data).toMatchObject({ order: { state: 'confirmed' } });

    const afterDelivery = new Date(Date.now() + (SERVICE_ORDER_DELIVERY_DAYS * 24 + 1) * HOUR_MS);
    await expireServiceOrders(t.db, afterDelivery);
    expect(await goldOf(buyer.uid)).toBe(1000);
    expect(await ledgerRows('service_order_refund', accepted.orderId)).toHaveLength(1);
    const tooLate = await act('provider/verify', creator, { orderId: accepted.orderId, note: 'x' });
    expect(tooLate.envelope.code).toBe(REFUSAL_CODE.serviceOrderStateWrong);
  });
});

describe('creator links', () => {
  const instagram = { kind: 'instagram', url: 'https://instagram.com/nadia.art' };

  it('are set by creators only and shown on their public profile', async () => {
    const notCreator = await t.call('/v1/social/update', {
      token: stranger.token,
      links: [instagram],
    });
    expect(notCreator.envelope.code).toBe(REFUSAL_CODE.notACreator);

    const saved = await t.call('/v1/social/update', {
      token: creator.token,
      links: [instagram, { kind: 'other', label: 'My shop', url: 'https://shop.example.com/n' }],
    });
    expect(saved.envelope).toMatchObject({ code: 0 });
    const profile = await t.call('/v1/user/profile', { token: buyer.token, uid: creator.uid });
    expect(profile.envelope.data).toMatchObject({
      id: creator.uid,
      socialLinks: [
        { kind: 'instagram', label: '', url: 'https://instagram.com/nadia.art' },
        { kind: 'other', label: 'My shop', url: 'https://shop.example.com/n' },
      ],
    });
    const plain = await t.call('/v1/user/profile', { token: buyer.token, uid: stranger.uid });
    expect(plain.envelope.data).toMatchObject({ socialLinks: [] });
  });

  it('refuse unsafe or malformed links and too many of them', async () => {
    const bad = [
      [{ kind: 'website', url: 'http://plain.example.com' }],
      [{ kind: 'website', url: 'javascript:alert(1)' }],
      [{ kind: 'website', url: 'https://localhost/x' }],
      [{ kind: 'other', url: 'https://example.com' }],
      [{ kind: 'myspace', url: 'https://example.com' }],
      [{ kind: 'website', url: `https://example.com/${'a'.repeat(300)}` }],
      Array.from({ length: 7 }, () => instagram),
    ];
    for (const links of bad) {
      const refused = await t.call('/v1/social/update', { token: creator.token, links });
      expect(refused.envelope.code, JSON.stringify(links).slice(0, 80)).toBe(API_CODE.badParams);
    }
  });
});
