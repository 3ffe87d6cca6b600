import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { REPORTS_PER_REPORTER_PER_DAY } from '../../src/contract/reports';
import { DAY_MS } from '../../src/contract/time';
import { reports } from '../../src/server/db/schema/reports';
import { users } from '../../src/server/db/schema/users';
import { runModerationCommand } from '../../src/server/features/reports/moderation-commands';
import { setBalances } from './helpers/chat';
import { pressSandbox, sandboxVipOrder } from './helpers/payments';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: SignedIn;
/** Eight public gallery photos of one owner, made over HTTP like the generator does. */
let photos: string[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInWithEmail(t, 'gallery.owner@example.com');
  await setBalances(t, owner.uid, { goldBalance: 8 * 50 });
  photos = [];
  for (let index = 0; index < 8; index++) {
    const order = await t.call('/v1/ugc/photo/generate', {
      token: owner.token,
      characterId: 'mei',
      prompt: `beach, sunset, summer dress, smiling, golden hour, soft light, take ${index}`,
    });
    expect(order.envelope, order.envelope.msg).toMatchObject({ code: 0 });
    await t.generation.runWoken();
    photos.push((order.envelope.data as { itemId: string }).itemId);
  }
}, 180_000);
afterAll(() => t.close());

const report = (user: SignedIn, targetId: string, reason = 'spam', targetType = 'photo') =>
  t.call('/v1/user/report', { token: user.token, targetType, targetId, reason });

/** The photos of `photos` the community gallery shows now. */
async function inGallery(): Promise<string[]> {
  const { envelope } = await t.call('/v1/ugc/gallery', { characterId: 'mei', size: 50 });
  const shown = new Set(
    (envelope.data as { list: { itemId: string }[] }).list.map((i) => i.itemId),
  );
  return photos.filter((id) => shown.has(id));
}

/** Moves an account's sign-up, and its reports, `days` back. */
async function age(uid: string, days: number) {
  const [row] = await t.db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, uid));
  if (!row) throw new Error(`no user ${uid}`);
  await t.db
    .update(users)
    .set({ createdAt: new Date(row.createdAt.getTime() - days * DAY_MS) })
    .where(eq(users.id, uid));
}

/** Lifts every report, as a moderator keeping the photos would. */
async function keepAll() {
  const out = { info: () => {}, error: () => {} };
  for (const itemId of photos) {
    await runModerationCommand(t.db, t.services.storage, ['review-photo', itemId, 'keep'], out);
  }
  expect(await inGallery()).toEqual(photos);
}

describe('reports of gallery photos', () => {
  it('from one fresh account hide none, except a report of a minor', async () => {
    const fresh = await signInWithEmail(t, 'fresh.reporter@example.com');
    for (const itemId of photos) {
      expect((await report(fresh, itemId)).envelope).toMatchObject({ code: 0 });
    }
    expect(await inGallery()).toEqual(photos);
    // They wait for a moderator, shown and listed.
    const lines: string[] = [];
    const out = { info: (line: string) => lines.push(line), error: () => {} };
    await runModerationCommand(t.db, t.services.storage, ['photos-to-review'], out);
    for (const itemId of photos)
      expect(lines.join('\n')).toContain(`${itemId}  1 report(s)  character`);

    // The same reporter names a minor: that one leaves at once.
    expect((await report(fresh, photos[0] ?? '', 'minor')).envelope.code).toBe(0);
    expect(await inGallery()).toEqual(photos.slice(1));
    await keepAll();
  });

  it('hide a photo once a second reporter reports it', async () => {
    const first = await signInWithEmail(t, 'first.reporter@example.com');
    const second = await signInWithEmail(t, 'second.reporter@example.com');
    const itemId = photos[1] ?? '';
    expect((await report(first, itemId, 'hate')).envelope.code).toBe(0);
    // The same reporter again is still one reporter.
    expect((await report(first, itemId, 'spam')).envelope.code).toBe(0);
    expect(await inGallery()).toContain(itemId);
    expect((await report(second, itemId, 'spam')).envelope.code).toBe(0);
    expect(await inGallery()).not.toContain(itemId);
    const decisions = await t.call('/v1/user/appeal/pending/info', { token: owner.token });
    expect((decisions.envelope.data as { list: unknown[] }).list[0]).toMatchObject({
      targetType: 'photo',
      targetId: itemId,
      action: 'hidden',
      reason: 'spam',
    });
    await keepAll();
  });

  it('from a seasoned account (a week old, with a purchase) hide at once', async () => {
    const buyer = await signInWithEmail(t, 'seasoned.buyer@example.com');
    const { orderId } = await sandboxVipOrder(t, buyer.token, 'vip-1m');
    expect((await pressSandbox(t, orderId, 'pay')).status).toBeLessThan(400);
    // A purchase alone, on a new account, is not history enough.
    expect((await report(buyer, photos[2] ?? '')).envelope.code).toBe(0);
    expect(await inGallery()).toContain(photos[2]);

    // Age alone is not either.
    const idle = await signInWithEmail(t, 'seasoned.idle@example.com');
    await age(idle.uid, 8);
    expect((await report(idle, photos[3] ?? '')).envelope.code).toBe(0);
    expect(await inGallery()).toContain(photos[3]);

    // A week old with the purchase: one report is enough.
    await age(buyer.uid, 8);
    expect((await report(buyer, photos[4] ?? '')).envelope.code).toBe(0);
    expect(await inGallery()).not.toContain(photos[4]);
    await keepAll();
  });
});

describe('the daily report cap', () => {
  it(`refuses a reporter's report past ${REPORTS_PER_REPORTER_PER_DAY} a day`, async () => {
    const busy = await signInWithEmail(t, 'busy.reporter@example.com');
    const characters = ['sofia', 'elena', 'mei'];
    for (const itemId of photos) expect((await report(busy, itemId)).envelope.code).toBe(0);
    for (const id of characters.slice(0, REPORTS_PER_REPORTER_PER_DAY - photos.length)) {
      expect((await report(busy, id, 'spam', 'character')).envelope.code).toBe(0);
    }
    const over = await report(busy, 'mei', 'spam', 'character');
    expect(over.status).toBe(200);
    expect(over.envelope).toMatchObject({
      code: REFUSAL_CODE.reportLimit,
      msg: 'You sent many reports today; moderators will look at the ones you sent',
    });
    // Changing the reason of a report already made is not a new one.
    expect((await report(busy, photos[5] ?? '', 'real_person')).envelope.code).toBe(0);

    // A day later there is room again.
    await t.db
      .update(reports)
      .set({ createdAt: new Date(Date.now() - DAY_MS - 1000) })
      .where(eq(reports.reporterId, busy.uid));
    expect((await report(busy, 'mei', 'spam', 'character')).envelope.code).toBe(0);
  });

  it('holds when a reporter sends many at once', async () => {
    const hasty = await signInWithEmail(t, 'hasty.reporter@example.com');
    const targets = [
      ...photos.map((id) => ({ type: 'photo', id })),
      ...['sofia', 'elena', 'mei', 'luna'].map((id) => ({ type: 'character', id })),
    ];
    const answers = await Promise.all(
      targets.map((target) => report(hasty, target.id, 'spam', target.type)),
    );
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(REPORTS_PER_REPORTER_PER_DAY);
    expect(codes.filter((code) => code === REFUSAL_CODE.reportLimit)).toHaveLength(
      targets.length - REPORTS_PER_REPORTER_PER_DAY,
    );
  });
});
