import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { PHOTO_GENERATION_COIN_COST } from '../../src/contract/constants';
import { generationJobs } from '../../src/server/db/schema/generation-jobs';
import { users } from '../../src/server/db/schema/users';
import { listPhotosUnderReview, reviewPhoto } from '../../src/server/features/reports/photo-review';
import { ImageProviderError } from '../../src/server/providers/images/image-provider';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let failing: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  failing = await createTestApp(
    {},
    {
      images: {
        modelName: 'broken',
        isDemo: false,
        generate: async () => {
          throw new ImageProviderError('GPU out of memory', true);
        },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await failing.close();
});

interface Item {
  itemId: string;
  state: string;
  url: string;
  isPrivate: boolean;
  likeCount: number;
  like: number;
  isMine: boolean;
  characterNick: string;
  isDemoModel: boolean;
  queuePosition: number;
}

const PROMPT = 'beach, sunset, summer dress, smiling, golden hour, soft light';

async function userWithGold(app: TestApp, email: string, gold: number) {
  const user = await signInWithEmail(app, email);
  await setBalances(app, user.uid, { goldBalance: gold });
  return user;
}

const goldOf = async (app: TestApp, uid: string) =>
  (await app.db.select({ gold: users.goldBalance }).from(users).where(eq(users.id, uid)))[0]?.gold;

async function call<T>(
  app: TestApp,
  path: string,
  user: SignedIn | null,
  body: Record<string, unknown> = {},
) {
  const answer = await app.call(path, { ...(user ? { token: user.token } : {}), ...body });
  return answer.envelope as { code: number; msg: string; data: T };
}

async function generated(app: TestApp, user: SignedIn, body: Record<string, unknown> = {}) {
  const order = await call<{ itemId: string; jobId: string; pricePaid: number }>(
    app,
    '/v1/ugc/photo/generate',
    user,
    { characterId: 'mei', prompt: PROMPT, ...body },
  );
  expect(order, order.msg).toMatchObject({ code: 0 });
  return order.data;
}

const item = (app: TestApp, user: SignedIn | null, itemId: string) =>
  call<Item>(app, '/v1/ugc/item/detail', user, { itemId });

describe('generating a photo', () => {
  it('charges 50 coins, follows the job and shows the picture to its owner', async () => {
    const ana = await userWithGold(t, 'studio.ana@example.com', 120);
    const order = await generated(t, ana);
    expect(order.pricePaid).toBe(PHOTO_GENERATION_COIN_COST);
    expect(await goldOf(t, ana.uid)).toBe(120 - PHOTO_GENERATION_COIN_COST);
    const waiting = await item(t, ana, order.itemId);
    expect(waiting.data).toMatchObject({ state: 'generating', url: '', isMine: true });
    expect(waiting.data.characterNick).toBe('Mei');

    expect(await t.generation.runWoken()).toBe(1);
    const ready = (await item(t, ana, order.itemId)).data;
    expect(ready).toMatchObject({ state: 'ready', isDemoModel: true, isPrivate: false });
    const picture = await t.app.request(ready.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a prompt about a minor or a real person before charging', async () => {
    const ben = await userWithGold(t, 'studio.ben@example.com', 100);
    const minor = await call(t, '/v1/ugc/photo/generate', ben, {
      characterId: 'mei',
      prompt: 'schoolgirl, classroom',
    });
    expect(minor.code).toBe(REFUSAL_CODE.unsafePrompt);
    const real = await call(t, '/v1/ugc/photo/generate', ben, {
      characterId: 'mei',
      prompt: 'Taylor Swift on stage',
    });
    expect(real.code).toBe(REFUSAL_CODE.realPersonPrompt);
    expect(await goldOf(t, ben.uid)).toBe(100);
    const jobs = await t.db.select().from(generationJobs).where(eq(generationJobs.userId, ben.uid));
    expect(jobs).toEqual([]);
  });

  it('answers 1000 for bad fields, 2020 without the coins, 2010 for a character it cannot see', async () => {
    const cy = await userWithGold(t, 'studio.cy@example.com', 20);
    const bad = (body: Record<string, unknown>) =>
      call(t, '/v1/ugc/photo/generate', cy, { characterId: 'mei', prompt: PROMPT, ...body });
    expect((await bad({ cfg: 30 })).code).toBe(API_CODE.badParams);
    expect((await bad({ size: 'huge' })).code).toBe(API_CODE.badParams);
    expect((await bad({ prompt: '  ' })).code).toBe(API_CODE.badParams);
    expect((await bad({})).code).toBe(REFUSAL_CODE.notEnoughCoins);
    await setBalances(t, cy.uid, { goldBalance: 100 });
    expect((await bad({ characterId: 'nobody' })).code).toBe(REFUSAL_CODE.notFound);
    expect(await goldOf(t, cy.uid)).toBe(100);
  });

  it('refunds once when the model keeps failing, and the photo shows as failed', async () => {
    const dee = await userWithGold(failing, 'studio.dee@example.com', 50);
    const order = await generated(failing, dee);
    expect(await goldOf(failing, dee.uid)).toBe(0);
    expect(await failing.generation.runWoken()).toBe(3);
    expect((await item(failing, dee, order.itemId)).data.state).toBe('failed');
    expect(await goldOf(failing, dee.uid)).toBe(50);
    expect(await failing.generation.runWoken()).toBe(0);
    expect(await goldOf(failing, dee.uid)).toBe(50);
  });
});

describe('the community gallery', () => {
  it('shows public photos only, counts each user’s like once, and hides private ones', async () => {
    const eve = await userWithGold(t, 'studio.eve@example.com', 200);
    const shown = await generated(t, eve, { characterId: 'sofia' });
    const hidden = await generated(t, eve, { characterId: 'sofia', isPrivate: true });
    await t.generation.runWoken();
    const fan = await signInWithEmail(t, 'studio.fan@example.com');
    const gallery = await call<{ list: Item[] }>(t, '/v1/ugc/gallery', fan, {
      characterId: 'sofia',
    });
    expect(gallery.data.list.map((entry) => entry.itemId)).toEqual([shown.itemId]);
    expect((await item(t, fan, hidden.itemId)).code).toBe(REFUSAL_CODE.notFound);
    const privateUrl = (await item(t, eve, hidden.itemId)).data.url;
    expect((await t.app.request(privateUrl.split('?')[0] as string)).status).toBe(404);

    const likes = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ likeCount: number }>(t, '/v1/character/photograph/like-op', fan, {
          itemId: shown.itemId,
          state: 1,
        }),
      ),
    );
    expect(likes.every((answer) => answer.code === 0)).toBe(true);
    expect((await item(t, fan, shown.itemId)).data).toMatchObject({ likeCount: 1, like: 1 });
    await call(t, '/v1/character/photograph/like-op', fan, { itemId: shown.itemId, state: 0 });
    await call(t, '/v1/character/photograph/like-op', fan, { itemId: shown.itemId, state: 0 });
    expect((await item(t, fan, shown.itemId)).data).toMatchObject({ likeCount: 0, like: 0 });
    expect(
      (await call(t, '/v1/character/photograph/like-op', fan, { itemId: hidden.itemId, state: 1 }))
        .code,
    ).toBe(REFUSAL_CODE.notFound);
  });

  it('lets the owner make a photo private or delete it, and nobody else', async () => {
    const gus = await userWithGold(t, 'studio.gus@example.com', 100);
    const order = await generated(t, gus, { characterId: 'jess' });
    await t.generation.runWoken();
    const other = await signInWithEmail(t, 'studio.other@example.com');
    const publicUrl = (await item(t, gus, order.itemId)).data.url;
    expect((await t.app.request(publicUrl)).status).toBe(200);
    expect(
      (
        await call(t, '/v1/character/photograph/edit', other, {
          itemId: order.itemId,
          delete: true,
        })
      ).code,
    ).toBe(REFUSAL_CODE.notFound);

    const madePrivate = await call<{ item: Item }>(t, '/v1/character/photograph/edit', gus, {
      itemId: order.itemId,
      isPrivate: true,
    });
    expect(madePrivate.data.item.isPrivate).toBe(true);
    expect((await t.app.request(publicUrl)).status).toBe(404);
    expect((await t.app.request(madePrivate.data.item.url)).status).toBe(200);
    const gallery = await call<{ list: Item[] }>(t, '/v1/ugc/gallery', null, {
      characterId: 'jess',
    });
    expect(gallery.data.list.some((entry) => entry.itemId === order.itemId)).toBe(false);

    const deleted = await call<{ item: null }>(t, '/v1/character/photograph/edit', gus, {
      itemId: order.itemId,
      delete: true,
    });
    expect(deleted.data.item).toBeNull();
    expect((await item(t, gus, order.itemId)).code).toBe(REFUSAL_CODE.notFound);
  });

  it('takes a reported photo out of the gallery until a moderator looks at it', async () => {
    const ivy = await userWithGold(t, 'studio.ivy@example.com', 100);
    const order = await generated(t, ivy, { characterId: 'elena' });
    await t.generation.runWoken();
    const reader = await signInWithEmail(t, 'studio.reader@example.com');
    const report = (user: SignedIn) =>
      call(t, '/v1/user/report', user, {
        targetType: 'photo',
        targetId: order.itemId,
        reason: 'minor',
      });
    expect((await report(ivy)).code).toBe(REFUSAL_CODE.notFound);
    expect((await report(reader)).code).toBe(0);
    const gallery = await call<{ list: Item[] }>(t, '/v1/ugc/gallery', null, {
      characterId: 'elena',
    });
    expect(gallery.data.list).toEqual([]);
    // Its owner still sees it among their own.
    expect((await item(t, ivy, order.itemId)).data.state).toBe('ready');

    // The moderator keeps it: back in the gallery, reports cleared.
    const waiting = await listPhotosUnderReview(t.db);
    expect(waiting.find((photo) => photo.itemId === order.itemId)).toMatchObject({ reports: 1 });
    expect(await reviewPhoto(t.db, order.itemId, 'keep')).toBe(true);
    expect(await reviewPhoto(t.db, order.itemId, 'keep')).toBe(false);
    const back = await call<{ list: Item[] }>(t, '/v1/ugc/gallery', null, { characterId: 'elena' });
    expect(back.data.list.map((entry) => entry.itemId)).toEqual([order.itemId]);

    // Reported again and removed: gone from everywhere, its public address too.
    const url = (await item(t, ivy, order.itemId)).data.url;
    expect((await report(reader)).code).toBe(0);
    expect(await reviewPhoto(t.db, order.itemId, 'remove')).toBe(true);
    expect((await item(t, ivy, order.itemId)).code).toBe(REFUSAL_CODE.notFound);
    expect((await t.app.request(url)).status).toBe(404);
    expect((await listPhotosUnderReview(t.db)).some((p) => p.itemId === order.itemId)).toBe(false);
  });

  it('orders by likes with sort=top and pages with a cursor', async () => {
    const hal = await userWithGold(t, 'studio.hal@example.com', 200);
    const first = await generated(t, hal, { characterId: 'priya' });
    const second = await generated(t, hal, { characterId: 'priya' });
    await t.generation.runWoken();
    const fan = await signInWithEmail(t, 'studio.fan2@example.com');
    await call(t, '/v1/character/photograph/like-op', fan, { itemId: first.itemId, state: 1 });
    const top = await call<{ list: Item[]; nextCursor: string | null }>(
      t,
      '/v1/ugc/gallery',
      null,
      { characterId: 'priya', sort: 'top', size: 1 },
    );
    expect(top.data.list.map((entry) => entry.itemId)).toEqual([first.itemId]);
    const next = await call<{ list: Item[] }>(t, '/v1/ugc/gallery', null, {
      characterId: 'priya',
      sort: 'top',
      size: 1,
      cursor: top.data.nextCursor,
    });
    expect(next.data.list.map((entry) => entry.itemId)).toEqual([second.itemId]);
  });
});
