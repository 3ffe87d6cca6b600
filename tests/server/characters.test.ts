import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { LOCALE_CODES } from '../../src/contract/locales';
import { OFFICIAL_CHARACTERS } from '../../src/server/features/characters/seed/official-characters';
import { loadSeedLocaleTexts } from '../../src/server/features/characters/seed/seed-catalogue';
import { setBalances } from './helpers/chat';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Card {
  characterId: string;
  nick: string;
  style: string;
  memberOnly: boolean;
  tags: Array<{ id: string; label: string }>;
  portraitUrl: string;
}
type Page = { list: Card[]; nextCursor: string | null };

const list = async (params: Record<string, unknown>) => {
  const answer = await t.call('/v1/character/list', params);
  expect(answer.envelope.code).toBe(0);
  return answer.envelope.data as Page;
};

describe('the catalogue', () => {
  it('ships at least 24 characters, translated into every locale', () => {
    expect(OFFICIAL_CHARACTERS.length).toBeGreaterThanOrEqual(24);
    const translations = loadSeedLocaleTexts();
    expect(translations.size).toBe(LOCALE_CODES.length - 1);
    for (const [code, texts] of translations) {
      for (const character of OFFICIAL_CHARACTERS) {
        const localized = texts.characters[character.id];
        expect(localized?.description, `${code} ${character.id}`).toBeTruthy();
        expect(localized?.description, `${code} ${character.id}`).not.toBe(character.description);
        expect(localized?.greeting, `${code} ${character.id}`).not.toBe(character.greeting);
        for (const story of character.stories) expect(texts.stories[story.id]?.title).toBeTruthy();
      }
    }
  });

  it('pages through every character once, in each order', async () => {
    for (const sort of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ sort, size: 7, ...(cursor ? { cursor } : {}) });
        seen.push(...page.list.map((card) => card.characterId));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(new Set(seen).size).toBe(OFFICIAL_CHARACTERS.length);
      expect(seen).toHaveLength(OFFICIAL_CHARACTERS.length);
    }
  });

  it('orders Latest by release and filters by style and tag', async () => {
    const newest = [...OFFICIAL_CHARACTERS].sort(
      (a, b) => a.releasedDaysAgo - b.releasedDaysAgo,
    )[0];
    expect((await list({ sort: 3 })).list[0]?.characterId).toBe(newest?.id);
    const anime = await list({ style: 'anime', size: 50 });
    expect(anime.list.every((card) => card.style === 'anime')).toBe(true);
    expect(anime.list).toHaveLength(OFFICIAL_CHARACTERS.filter((c) => c.style === 'anime').length);
    const tagged = await list({ tags: ['gamer'], size: 50 });
    expect(tagged.list.length).toBeGreaterThan(0);
    expect(tagged.list.every((card) => card.tags.some((tag) => tag.id === 'gamer'))).toBe(true);
  });

  it('ranks Recommended by the user’s preference tags, and Popular by recent messages', async () => {
    const user = await signInWithEmail(t, 'fan@example.com');
    const rare = OFFICIAL_CHARACTERS.reduce((low, c) => (c.popularity < low.popularity ? c : low));
    const rankOf = async () =>
      (await list({ token: user.token, sort: 1, size: 50 })).list.findIndex(
        (card) => card.characterId === rare.id,
      );
    const before = await rankOf();
    await t.call('/v1/user/update-tags', { token: user.token, tags: rare.tags });
    expect(await rankOf()).toBeLessThan(before);

    await setBalances(t, user.uid, { energy: 10 });
    const opened = await t.call('/v1/session/from/character', {
      token: user.token,
      characterId: rare.id,
    });
    const { conversationId } = opened.envelope.data as { conversationId: string };
    await t.call('/v1/session/chat', { token: user.token, conversationId, content: 'hi' });
    expect((await list({ sort: 2 })).list[0]?.characterId).toBe(rare.id);
  });

  it('answers in the asked language with localized tags', async () => {
    const english = await list({ size: 50, lang: 'en' });
    const japanese = await list({ size: 50, lang: 'ja' });
    const sofiaEn = english.list.find((card) => card.characterId === 'sofia');
    const sofiaJa = japanese.list.find((card) => card.characterId === 'sofia');
    expect(sofiaJa?.nick).not.toBe(sofiaEn?.nick);
    expect(sofiaJa?.tags[0]?.label).not.toBe(sofiaEn?.tags[0]?.label);
    const tags = await t.call('/v1/character-tag/options/list', { lang: 'ar' });
    expect((tags.envelope.data as { list: unknown[] }).list.length).toBeGreaterThan(10);
  });

  it('shows details with blurred VIP photos for others, and serves the pictures', async () => {
    const detail = await t.call('/v1/character/detail', { characterId: 'sofia' });
    const data = detail.envelope.data as {
      photos: Array<{ url: string; locked: boolean }>;
      greeting: string;
    };
    expect(data.greeting).toBeTruthy();
    const locked = data.photos.filter((photo) => photo.locked);
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((photo) => /-blurred(\?|$)/.test(photo.url))).toBe(true);
    // Drawn by the demo image model on first request, then served from media storage.
    const picture = await t.app.request(data.photos[0]?.url ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const drawn = Buffer.from(await picture.arrayBuffer());
    expect(await sharp(drawn).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 768,
    });
    const again = await t.app.request(data.photos[0]?.url ?? '');
    expect(Buffer.from(await again.arrayBuffer()).equals(drawn)).toBe(true);
    const blurred = await t.app.request(locked[0]?.url ?? '');
    expect(blurred.headers.get('content-type')).toBe('image/webp');
    expect((await t.app.request('/media/nothing-here')).status).toBe(404);
  });

  it('hides VIP story openings from non-members', async () => {
    const stories = await t.call('/v1/character/script/list', { characterId: 'sofia' });
    const list = (
      stories.envelope.data as {
        list: Array<{ vipOnly: boolean; locked: boolean; opening: string | null }>;
      }
    ).list;
    expect(list.some((story) => story.vipOnly && story.locked && story.opening === null)).toBe(
      true,
    );
    expect(list.some((story) => !story.vipOnly && story.opening)).toBe(true);
  });

  it('counts likes once per user and suggests similar characters', async () => {
    const user = await signInWithEmail(t, 'liker@example.com');
    const like = (state: number) =>
      t.call('/v1/character/like-op', { token: user.token, characterId: 'mei', state });
    const first = (await like(1)).envelope.data as { likeCount: number };
    const again = (await like(1)).envelope.data as { likeCount: number };
    expect(again.likeCount).toBe(first.likeCount);
    const undone = (await like(0)).envelope.data as { likeCount: number };
    expect(undone.likeCount).toBe(first.likeCount - 1);
    const statics = await t.call('/v1/character/statics', { characterId: 'mei' });
    expect(statics.envelope.data).toMatchObject({ likeCount: undone.likeCount });
    const similar = await t.call('/v1/character/list2', { characterId: 'mei' });
    const cards = (similar.envelope.data as { list: Card[] }).list;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.some((card) => card.characterId === 'mei')).toBe(false);
  });

  it('refuses unknown characters and bad params clearly', async () => {
    expect((await t.call('/v1/character/detail', { characterId: 'nobody' })).envelope.code).toBe(
      REFUSAL_CODE.notFound,
    );
    expect((await t.call('/v1/character/list', { sort: 9 })).envelope.code).toBe(1000);
    expect(
      (await t.call('/v1/character/like-op', { characterId: 'mei', state: 1 })).envelope.code,
    ).toBe(1003);
  });
});
