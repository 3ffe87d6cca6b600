import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_TEMPLATES, PROMPT_KEYWORDS, promptKeywords } from '../../src/contract/studio';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  itemId: string;
  characterId: string;
  isFavorite: boolean;
  isMine: boolean;
  kind: string;
}
interface Page {
  list: Item[];
  nextCursor: string | null;
}
interface Statics {
  publicCount: number;
  likeCount: number;
  mineCount: number;
  favoriteCount: number;
}

async function call<T>(path: string, user: SignedIn | null, body: Record<string, unknown> = {}) {
  const answer = await t.call(path, { ...(user ? { token: user.token } : {}), ...body });
  return answer.envelope as { code: number; msg: string; data: T };
}

async function photoBy(user: SignedIn, characterId: string, isPrivate = false) {
  const order = await call<{ itemId: string }>('/v1/ugc/photo/generate', user, {
    characterId,
    prompt: 'library, reading, glasses, shy smile',
    isPrivate,
  });
  expect(order.code, order.msg).toBe(0);
  await t.generation.runWoken();
  return order.data.itemId;
}

async function userWithGold(email: string) {
  const user = await signInWithEmail(t, email);
  await setBalances(t, user.uid, { goldBalance: 500 });
  return user;
}

describe('my studio items and favorites', () => {
  it('lists my pictures by character and kind, and my favorites including the gallery’s', async () => {
    const ana = await userWithGold('album.ana@example.com');
    const bo = await userWithGold('album.bo@example.com');
    const anaMei = await photoBy(ana, 'mei');
    const anaSofia = await photoBy(ana, 'sofia', true);
    const boMei = await photoBy(bo, 'mei');
    const boPrivate = await photoBy(bo, 'mei', true);

    const mine = await call<Page>('/v1/ugc/mine', ana);
    expect(mine.data.list.map((item) => item.itemId)).toEqual([anaSofia, anaMei]);
    const ofMei = await call<Page>('/v1/ugc/mine', ana, { characterId: 'mei', kind: 'photo' });
    expect(ofMei.data.list.map((item) => item.itemId)).toEqual([anaMei]);
    expect((await call<Page>('/v1/ugc/mine', ana, { kind: 'video' })).data.list).toEqual([]);

    // A favorite of someone else's public picture; their private one is not hers to keep.
    const added = await call<{ isFavorite: boolean }>('/v1/ugc/favorite', ana, {
      itemId: boMei,
      isFavorite: true,
    });
    expect(added).toMatchObject({ code: 0, data: { isFavorite: true } });
    await call('/v1/ugc/favorite', ana, { itemId: boMei, isFavorite: true });
    await call('/v1/ugc/favorite', ana, { itemId: anaSofia, isFavorite: true });
    const hidden = await call('/v1/ugc/favorite', ana, { itemId: boPrivate, isFavorite: true });
    expect(hidden.code).toBe(2010);

    const favorites = await call<Page>('/v1/ugc/mine', ana, { favorites: true });
    expect(favorites.data.list.map((item) => [item.itemId, item.isMine, item.isFavorite])).toEqual([
      [anaSofia, true, true],
      [boMei, false, true],
    ]);
    const detail = await call<Item>('/v1/ugc/item/detail', ana, { itemId: boMei });
    expect(detail.data.isFavorite).toBe(true);

    await call('/v1/ugc/favorite', ana, { itemId: anaSofia, isFavorite: false });
    const after = await call<Page>('/v1/ugc/mine', ana, { favorites: true });
    expect(after.data.list.map((item) => item.itemId)).toEqual([boMei]);

    // Once Bo keeps his picture to himself, it leaves Ana's favorites.
    await call('/v1/character/photograph/edit', bo, { itemId: boMei, isPrivate: true });
    expect((await call<Page>('/v1/ugc/mine', ana, { favorites: true })).data.list).toEqual([]);
    expect((await call<Page>('/v1/ugc/mine', null)).code).toBe(1003);
  });

  it('counts a character’s public pictures, their likes and mine', async () => {
    const cy = await userWithGold('album.cy@example.com');
    const fan = await signInWithEmail(t, 'album.fan@example.com');
    const first = await photoBy(cy, 'luna');
    await photoBy(cy, 'luna');
    await photoBy(cy, 'luna', true);
    await call('/v1/character/photograph/like-op', fan, { itemId: first, state: 1 });
    await call('/v1/ugc/favorite', fan, { itemId: first, isFavorite: true });

    const forVisitor = await call<Statics>('/v1/character/photograph/statics', null, {
      characterId: 'luna',
    });
    expect(forVisitor).toMatchObject({
      code: 0,
      data: { publicCount: 2, likeCount: 1, mineCount: 0, favoriteCount: 0 },
    });
    const forCy = await call<Statics>('/v1/character/photograph/statics', cy, {
      characterId: 'luna',
    });
    expect(forCy.data).toMatchObject({ publicCount: 2, mineCount: 3 });
    const forFan = await call<Statics>('/v1/character/photograph/statics', fan, {});
    expect(forFan.data.favoriteCount).toBe(1);
    expect(forFan.data.publicCount).toBeGreaterThanOrEqual(2);
    const bad = await call('/v1/character/photograph/statics', null, {
      characterId: 'x'.repeat(65),
    });
    expect(bad.code).toBe(1000);
  });
});

describe('photo templates', () => {
  it('each is an English prompt of 20–50 keywords with a preview picture', async () => {
    for (const template of PHOTO_TEMPLATES) {
      const count = promptKeywords(template.prompt).length;
      expect(count).toBeGreaterThanOrEqual(PROMPT_KEYWORDS.min);
      expect(count).toBeLessThanOrEqual(PROMPT_KEYWORDS.max);
    }
    const [first] = PHOTO_TEMPLATES;
    const picture = await t.app.request(`/media/template/${first.id}.webp`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await t.app.request('/media/template/no-such.webp')).status).toBe(404);
    expect((await t.app.request('/media/template/..%2Fsecret.webp')).status).toBe(404);
  });
});
