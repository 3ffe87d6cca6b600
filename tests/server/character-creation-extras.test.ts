import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { thumbnailUrl } from '../../src/contract/card-image';
import { CUSTOM_CHARACTER_COIN_COST } from '../../src/contract/constants';
import { reports } from '../../src/server/db/schema/reports';
import { PERSONA_PHRASES } from '../../src/server/features/custom-characters/persona-phrases';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A woman made in the wizard, with the wizard's own choice ids. */
const WOMAN = {
  mode: 'template',
  style: 'realistic',
  gender: 'woman',
  age: 27,
  race: 'latin',
  eyeColor: 'hazel',
  hairstyle: 'ponytail',
  hairColor: 'honey blonde',
  body: 'curvy',
  breast: 'large',
  hips: 'wide',
  clothing: 'summer dress',
  kinks: ['romance', 'slow burn'],
  occupation: 'nurse',
  personality: 'playful',
  relationship: 'girlfriend',
  name: 'Lena',
} as const;

/** A man: the wizard asks him no breast or hips. */
const MAN = {
  mode: 'template',
  style: 'anime',
  gender: 'man',
  age: 32,
  race: 'mixed',
  eyeColor: 'grey',
  hairstyle: 'undercut',
  hairColor: 'black',
  body: 'broad',
  clothing: 'leather jacket',
  kinks: ['dominance'],
  occupation: 'ceo',
  personality: 'confident',
  relationship: 'boyfriend',
  name: 'Marco',
} as const;

interface Detail {
  characterId: string;
  state: number;
  portraitUrl: string;
  persona: { description: string; greeting: string; scenario: string } | null;
}

async function userWithGold(email: string, gold: number, vip = false) {
  const user = await signInWithEmail(t, email);
  await setBalances(t, user.uid, {
    goldBalance: gold,
    vipExpireAt: vip ? new Date(Date.now() + 86_400_000) : null,
  });
  return user;
}

async function call<T>(path: string, user: SignedIn | null, body: Record<string, unknown> = {}) {
  const answer = await t.call(path, { ...(user ? { token: user.token } : {}), ...body });
  return answer.envelope as { code: number; msg: string; data: T };
}

/** Creates a character and lets the worker make her; answers her detail. */
async function made(user: SignedIn, body: Record<string, unknown>, lang = 'en') {
  const order = await call<{ characterId: string }>('/v1/custom-character/create', user, {
    ...body,
    lang,
  });
  expect(order, order.msg).toMatchObject({ code: 0 });
  await t.generation.runWoken();
  const detail = await call<Detail>('/v1/custom-character/detail', user, {
    characterId: order.data.characterId,
  });
  expect(detail.data.state).toBe(30);
  return detail.data;
}

/** Confirms and publishes one of `user`'s characters. */
async function published(user: SignedIn, characterId: string) {
  await call('/v1/custom-character/confirm', user, { characterId });
  const answer = await call('/v1/custom-character/edit', user, { characterId, visibility: 1 });
  expect(answer, answer.msg).toMatchObject({ code: 0 });
}

describe('what my roles needs to show before creating', () => {
  it('answers the price, and the VIP member’s one free template creation until it is used', async () => {
    const plain = await userWithGold('extras.plain@example.com', 500);
    const member = await userWithGold('extras.member@example.com', 0, true);
    const list = (user: SignedIn) =>
      call<{ price: number; freeTemplateCreations: number }>('/v1/custom-character/list', user);
    expect((await list(plain)).data).toMatchObject({
      price: CUSTOM_CHARACTER_COIN_COST,
      freeTemplateCreations: 0,
    });
    expect((await list(member)).data.freeTemplateCreations).toBe(1);
    await made(member, WOMAN);
    expect((await list(member)).data.freeTemplateCreations).toBe(0);
  });
});

describe('the persona of the demo model', () => {
  it("puts the wizard's choices in the creator's language, not as English ids", async () => {
    const user = await userWithGold('extras.de@example.com', 500);
    const character = await made(user, WOMAN, 'de');
    const words = PERSONA_PHRASES.de?.words;
    expect(character.persona?.description).toContain(words?.occupation?.nurse);
    expect(character.persona?.description).toContain(words?.hairColor?.['honey blonde']);
    expect(character.persona?.description).not.toContain('nurse');
  });

  it('writes a man as a man, without asking his breast or hips', async () => {
    const user = await userWithGold('extras.man@example.com', 500);
    const english = await made(user, MAN);
    expect(english.persona?.description).toContain('He works as a CEO');
    expect(english.persona?.scenario).toContain('he meets you after his day');
    expect(english.persona?.description).not.toMatch(/\bshe\b|\bher\b/i);
    const russian = await made(user, { ...MAN, name: 'Марк' }, 'ru');
    const ru = PERSONA_PHRASES.ru;
    const occupation = ru?.manWords.occupation?.ceo ?? ru?.words.occupation?.ceo;
    expect(russian.persona?.description).toContain(occupation);
  });

  it('has every wizard word in every language', () => {
    const english = PERSONA_PHRASES.en?.words ?? {};
    for (const [code, phrases] of Object.entries(PERSONA_PHRASES)) {
      for (const [step, ids] of Object.entries(english)) {
        for (const id of Object.keys(ids)) {
          const word = phrases.words[step as keyof typeof english]?.[id];
          expect(word, `${code}: ${step}.${id}`).toBeTruthy();
        }
      }
    }
  });
});

describe('published characters in the catalogue', () => {
  it('credits the creator on the card and her page; official ones credit no one', async () => {
    const creator = await userWithGold('extras.creator@example.com', 500);
    await call('/v1/user/update', creator, { nick: 'Ines' });
    const character = await made(creator, WOMAN);
    await published(creator, character.characterId);
    const reader = await signInWithEmail(t, 'extras.reader@example.com');
    const page = await call<{ list: Array<{ characterId: string; creatorNick: string | null }> }>(
      '/v1/character/list',
      reader,
      { sort: 3, size: 50 },
    );
    expect(page.data.list.find((card) => card.characterId === character.characterId)).toMatchObject(
      { creatorNick: 'Ines' },
    );
    expect(page.data.list.find((card) => card.characterId === 'sofia')?.creatorNick).toBeNull();
    const detail = await call<{ creatorNick: string }>('/v1/character/detail', null, {
      characterId: character.characterId,
    });
    expect(detail.data.creatorNick).toBe('Ines');
  });
});

describe('reporting a character', () => {
  it('keeps one report per reader and character, the latest reason winning', async () => {
    const creator = await userWithGold('extras.reported@example.com', 500);
    const character = await made(creator, WOMAN);
    await published(creator, character.characterId);
    const reader = await signInWithEmail(t, 'extras.reporter@example.com');
    const report = (reason: string, details = '') =>
      call('/v1/user/report', reader, {
        targetType: 'character',
        targetId: character.characterId,
        reason,
        details,
      });
    expect(await report('spam')).toMatchObject({ code: 0, data: { reported: true } });
    expect(await report('minor', 'Looks too young')).toMatchObject({ code: 0 });
    const rows = await t.db
      .select()
      .from(reports)
      .where(eq(reports.targetId, character.characterId));
    expect(rows).toMatchObject([
      { reporterId: reader.uid, reason: 'minor', details: 'Looks too young' },
    ]);
    const exported = await call<{ reports: Array<{ targetId: string; reason: string }> }>(
      '/v1/user/export',
      reader,
    );
    expect(exported.data.reports).toMatchObject([
      { targetId: character.characterId, reason: 'minor' },
    ]);
  });

  it('refuses bad input, characters the reader cannot see, and visitors', async () => {
    const creator = await userWithGold('extras.private@example.com', 500);
    const secret = await made(creator, WOMAN);
    const reader = await signInWithEmail(t, 'extras.nosy@example.com');
    const body = { targetType: 'character', targetId: 'sofia', reason: 'spam' };
    expect((await call('/v1/user/report', reader, { ...body, reason: 'boring' })).code).toBe(
      API_CODE.badParams,
    );
    expect((await call('/v1/user/report', reader, { ...body, targetType: 'user' })).code).toBe(
      API_CODE.badParams,
    );
    expect(
      (await call('/v1/user/report', reader, { ...body, details: 'x'.repeat(501) })).code,
    ).toBe(API_CODE.badParams);
    expect(
      (await call('/v1/user/report', reader, { ...body, targetId: secret.characterId })).code,
    ).toBe(REFUSAL_CODE.notFound);
    expect((await call('/v1/user/report', null, body)).code).toBe(API_CODE.loginNeeded);
  });
});

describe('pictures of the wizard’s choices', () => {
  it('draws each choice once, as WebP, and keeps it', async () => {
    const first = await t.app.request('/media/look/anime/woman/hairstyle/long_wavy.webp');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 240 });
    const again = await t.app.request('/media/look/anime/woman/hairstyle/long_wavy.webp');
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    const style = await t.app.request('/media/look/realistic/man/style/anime.webp');
    expect(style.status).toBe(200);
  });

  it('draws nothing the wizard does not offer', async () => {
    for (const path of [
      '/media/look/anime/man/breast/large.webp',
      '/media/look/anime/woman/hairstyle/mohawk.webp',
      '/media/look/anime/woman/occupation/nurse.webp',
      '/media/look/oil/woman/hairstyle/bob.webp',
      '/media/look/anime/child/hairstyle/bob.webp',
      '/media/look/anime/woman/hairstyle/..%2F..%2Fetc.webp',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('thumbnails', () => {
  it('serves a smaller copy of a portrait, to the same viewers as the portrait', async () => {
    const owner = await userWithGold('extras.thumbs@example.com', 500);
    const character = await made(owner, WOMAN);
    const thumb = await t.app.request(`${character.portraitUrl}&w=192`);
    expect(thumb.status).toBe(200);
    const bytes = Buffer.from(await thumb.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 192 });
    // The private portrait's thumbnail is not served without the owner's signature.
    const unsigned = `${character.portraitUrl.split('?')[0]}?w=192`;
    expect((await t.app.request(unsigned)).status).toBe(404);
    // A width the screens do not use is the original.
    const odd = await t.app.request(`${character.portraitUrl}&w=77`);
    expect((await sharp(Buffer.from(await odd.arrayBuffer())).metadata()).width).toBe(768);
  });

  it('makes thumbnails of the seeded catalogue too', async () => {
    const detail = await call<{ portraitUrl: string }>('/v1/character/detail', null, {
      characterId: 'mei',
    });
    // The catalogue's address carries its drawing version (`?r=`): the width joins it.
    const thumb = await t.app.request(thumbnailUrl(detail.data.portraitUrl, 384));
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(384);
  });
});

describe('first-run interests', () => {
  it('is not done until /v1/user/init, which keeps the chosen tags', async () => {
    const user = await signInWithEmail(t, 'extras.new@example.com');
    const profile = await call<{ user: { isInitialized: boolean } }>('/v1/user/my-profile', user);
    expect(profile.data.user.isInitialized).toBe(false);
    const tagsOnly = await call<{ isInitialized: boolean }>('/v1/user/update-tags', user, {
      tags: ['romantic'],
    });
    expect(tagsOnly.data.isInitialized).toBe(false);
    const done = await call<{ isInitialized: boolean; preferenceTags: string[] }>(
      '/v1/user/init',
      user,
      { tags: ['shy', 'bookish'] },
    );
    expect(done.data).toMatchObject({ isInitialized: true, preferenceTags: ['shy', 'bookish'] });
    const skipped = await call<{ isInitialized: boolean }>('/v1/user/init', user, { tags: [] });
    expect(skipped.data.isInitialized).toBe(true);
  });
});

describe('the data export', () => {
  it('includes the characters the user made', async () => {
    const user = await userWithGold('extras.export@example.com', 500);
    const character = await made(user, WOMAN);
    const exported = await call<{
      createdCharacters: Array<{ characterId: string; occupation: string }>;
    }>('/v1/user/export', user);
    expect(exported.data.createdCharacters).toMatchObject([
      { characterId: character.characterId, occupation: 'nurse' },
    ]);
  });
});
