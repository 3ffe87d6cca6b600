import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lorebook } from '../../src/contract/api/character-card-endpoints';
import type { CustomCharacterDetail } from '../../src/contract/api/custom-character-endpoints';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { characters, lorebookEntries } from '../../src/server/db/schema/characters';
import { newOpaqueId } from '../../src/server/lib/secrets';
import { openConversation, repliesSettled, setBalances } from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { plainPng, pngChunk } from './helpers/test-pictures';

const v2Data = {
  name: 'Mira',
  description: '{{char}} keeps the lighthouse on a windy island. She is 29 years old.',
  personality: 'Warm, teasing, curious',
  scenario: 'A storm keeps {{user}} at the lighthouse overnight.',
  first_mes: '*{{char}} opens the door.* Come in, {{user}}, before the wind takes you!',
  mes_example: '<START>\n{{user}}: Hi\n{{char}}: Hello, sailor.',
  creator_notes: 'Slow burn.',
  system_prompt: 'Write like a novelist.',
  post_history_instructions: '',
  alternate_greetings: ['*Mira waves from the top of the tower.*'],
  tags: ['Romance', 'island'],
  creator: 'seaglass',
  character_version: '1.2',
  extensions: { world: 'Harbor', talkativeness: '0.6' },
  character_book: {
    name: 'Harbor lore',
    token_budget: 400,
    entries: [
      {
        keys: ['lighthouse'],
        content: 'The lighthouse lamp has not gone out since 1890.',
        enabled: true,
        insertion_order: 1,
        extensions: {},
        id: 1,
      },
      {
        keys: ['smuggler', 'Tomas'],
        content: 'Tomas the smuggler owes Mira a favour.',
        enabled: true,
        insertion_order: 2,
        extensions: { custom: true },
        id: 2,
      },
    ],
  },
};
const v2 = { spec: 'chara_card_v2', spec_version: '2.0', data: v2Data };
const v3 = {
  spec: 'chara_card_v3',
  spec_version: '3.0',
  data: { ...v2Data, source: ['https://example.org/mira'], group_only_greetings: [] },
};

const base64 = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64');
const text = (keyword: string, value: string) =>
  pngChunk(
    'tEXt',
    Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.from(value, 'latin1')]),
  );

async function cardPng(chunks: Buffer[]): Promise<Buffer> {
  const picture = await plainPng(48, 64);
  const end = picture.length - 12;
  return Buffer.concat([picture.subarray(0, end), ...chunks, picture.subarray(end)]);
}

describe('character cards in and out', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let user: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_FIRST_TOKEN_TIMEOUT_MS: '500' });
    user = await signInWithEmail(t, 'cards@example.com');
    other = await signInWithEmail(t, 'cards.other@example.com');
    await setBalances(t, user.uid, { energy: 100 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const upload = async (bytes: Buffer, who: SignedIn | null = user) => {
    const response = await t.app.request('/upload/card?lang=en', {
      method: 'POST',
      body: new Uint8Array(bytes),
      headers: {
        'content-type': 'application/octet-stream',
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
    });
    return {
      status: response.status,
      envelope: (await response.json()) as {
        code: number;
        msg: string;
        data: { characterId: string } | null;
      },
    };
  };
  const call = async <T>(path: string, body: Record<string, unknown>, who = user) => {
    const { envelope } = await t.call(path, { token: who.token, ...body });
    return envelope as { code: number; msg: string; data: T };
  };
  const imported = async (bytes: Buffer) => {
    const answer = await upload(bytes);
    expect(answer.envelope.msg).toBe('');
    expect(answer.envelope.code).toBe(0);
    return answer.envelope.data?.characterId ?? '';
  };
  const exported = async (characterId: string, format: 'png' | 'json') => {
    const answer = await call<{ fileName: string; mimeType: string; base64: string }>(
      '/v1/custom-character/card/export',
      { characterId, format },
    );
    expect(answer.code).toBe(0);
    return { ...answer.data, bytes: Buffer.from(answer.data.base64, 'base64') };
  };
  const jsonOf = async (characterId: string) =>
    JSON.parse((await exported(characterId, 'json')).bytes.toString('utf8'));
  const ownCharacterCount = async () =>
    (
      await t.db
        .select({ id: characters.id })
        .from(characters)
        .where(eq(characters.ownerId, user.uid))
    ).length;

  it('imports a V2 PNG as a private draft to review, with her picture, credits and lorebook', async () => {
    const characterId = await imported(await cardPng([text('chara', base64(v2))]));
    const detail = await call<CustomCharacterDetail>('/v1/custom-character/detail', {
      characterId,
    });
    expect(detail.data).toMatchObject({
      mode: 'card',
      state: 30,
      visibility: 0,
      nick: 'Mira',
      persona: {
        greeting: '*Mira opens the door.* Come in, {{user}}, before the wind takes you!',
        personality: 'Warm, teasing, curious',
        scenario: 'A storm keeps {{user}} at the lighthouse overnight.',
        description: 'Slow burn.',
      },
      choices: { age: 29 },
      card: {
        creator: 'seaglass',
        characterVersion: '1.2',
        alternateGreetings: ['*Mira waves from the top of the tower.*'],
        exampleDialogue: '<START>\n{{user}}: Hi\nMira: Hello, sailor.',
        publishRightsConfirmed: false,
      },
    });
    expect(detail.data.portraitUrl).not.toBe('');
    const book = await call<Lorebook>('/v1/custom-character/lorebook', { characterId });
    expect(book.data.entries.map((entry) => entry.keys)).toEqual([
      ['lighthouse'],
      ['smuggler', 'Tomas'],
    ]);
    // Her lorebook is the user's data too: it is in their export.
    const exportedData = await call<{
      lorebookEntries: Array<{ characterId: string; keys: string[] }>;
    }>('/v1/user/export', {});
    expect(
      exportedData.data.lorebookEntries
        .filter((entry) => entry.characterId === characterId)
        .map((entry) => entry.keys)
        .sort(),
    ).toEqual([['lighthouse'], ['smuggler', 'Tomas']]);

    // Another user can neither export nor read her lorebook: she is answered as missing.
    const stranger = await call(
      '/v1/custom-character/card/export',
      { characterId, format: 'json' },
      other,
    );
    expect(stranger.code).toBe(REFUSAL_CODE.notFound);
    expect((await call('/v1/custom-character/lorebook', { characterId }, other)).code).toBe(
      REFUSAL_CODE.notFound,
    );
  });

  /** Imports `bytes`, then its PNG and JSON exports: each gives the same card back. */
  async function roundTrip(bytes: Buffer) {
    const first = await imported(bytes);
    const card = await jsonOf(first);
    const png = await exported(first, 'png');
    expect(png.mimeType).toBe('image/png');
    expect(png.fileName).toBe('Mira.png');
    const fromPng = await imported(png.bytes);
    expect(await jsonOf(fromPng)).toEqual(card);
    const fromJson = await imported((await exported(first, 'json')).bytes);
    expect(await jsonOf(fromJson)).toEqual(card);
    return card;
  }

  it('round trips a V2 PNG: the fields we have no place for come back out', async () => {
    const card = await roundTrip(await cardPng([text('chara', base64(v2))]));
    expect(card).toMatchObject({
      spec: 'chara_card_v3',
      data: {
        name: 'Mira',
        system_prompt: 'Write like a novelist.',
        tags: ['Romance', 'island'],
        creator: 'seaglass',
        extensions: {
          world: 'Harbor',
          talkativeness: '0.6',
          velora: { age: 29, style: 'realistic' },
        },
        character_book: { name: 'Harbor lore', token_budget: 400 },
      },
    });
    expect(card.data.character_book.entries[1]).toMatchObject({
      id: 2,
      extensions: { custom: true },
    });
  });

  it('carries her voice out and back in, under extensions.velora', async () => {
    const first = await imported(await cardPng([text('chara', base64(v2))]));
    await t.db.update(characters).set({ voice: 'af_sky' }).where(eq(characters.id, first));
    const card = await jsonOf(first);
    expect(card.data.extensions.velora.voice).toBe('af_sky');
    const again = await imported(Buffer.from(JSON.stringify(card)));
    const [row] = await t.db
      .select({ voice: characters.voice })
      .from(characters)
      .where(eq(characters.id, again));
    expect(row?.voice).toBe('af_sky');
  });

  it('round trips a V3 PNG, JSON and a CHARX made here', async () => {
    const fromV3 = await roundTrip(
      await cardPng([text('chara', base64(v2)), text('ccv3', base64(v3))]),
    );
    expect(fromV3.data.source).toEqual(['https://example.org/mira']);
    await roundTrip(Buffer.from(JSON.stringify(v3)));
    const icon = await plainPng(32, 40, '#205080');
    const charx = zipSync({
      'card.json': strToU8(
        JSON.stringify({
          ...v3,
          data: {
            ...v3.data,
            assets: [
              {
                type: 'icon',
                uri: 'embeded://assets/icon/images/main.png',
                name: 'main',
                ext: 'png',
              },
            ],
          },
        }),
      ),
      'assets/icon/images/main.png': icon,
    });
    await roundTrip(Buffer.from(charx));
  });

  it('refuses malformed cards with a clear reason and saves nothing', async () => {
    const before = await ownCharacterCount();
    const good = await cardPng([text('chara', base64(v2))]);
    const cases: Array<[Buffer, number]> = [
      [good.subarray(0, good.length - 30), REFUSAL_CODE.cardUnreadable],
      [await cardPng([text('chara', 'eyJuYW1l$$$')]), REFUSAL_CODE.cardUnreadable],
      [
        Buffer.from(zipSync({ 'card.json': new Uint8Array(8 * 1024 * 1024) })),
        REFUSAL_CODE.cardTooLarge,
      ],
      [
        Buffer.from(
          JSON.stringify({
            ...v2,
            data: {
              ...v2Data,
              character_book: {
                entries: Array.from({ length: 10_000 }, (_, index) => ({
                  keys: [`k${index}`],
                  content: 'x',
                })),
              },
            },
          }),
        ),
        REFUSAL_CODE.cardOverLimit,
      ],
      [Buffer.from('{"name": "x", "first_mes": '), REFUSAL_CODE.cardUnreadable],
      [await plainPng(10, 10), REFUSAL_CODE.cardUnreadable],
    ];
    for (const [bytes, code] of cases) {
      const answer = await upload(bytes);
      expect(answer.status).toBeLessThan(500);
      expect(answer.envelope.code).toBe(code);
      expect(answer.envelope.msg).not.toBe('');
    }
    const huge = await upload(Buffer.alloc(11 * 1024 * 1024));
    expect(huge).toMatchObject({ status: 413, envelope: { code: REFUSAL_CODE.cardTooLarge } });
    expect((await upload(good, null)).envelope.code).toBe(API_CODE.loginNeeded);
    expect(await ownCharacterCount()).toBe(before);
  });

  it('keeps text only: HTML, styles and scripts are gone', async () => {
    const card = {
      ...v2,
      data: {
        ...v2Data,
        description:
          '<div style="color:red">She <b>sings</b></div><script>fetch("/steal")</script>',
        first_mes: 'Hi<img src=x onerror="alert(1)"> there',
        extensions: { regex_scripts: [{ replaceString: '<script>x</script>' }] },
      },
    };
    const characterId = await imported(Buffer.from(JSON.stringify(card)));
    const [row] = await t.db.select().from(characters).where(eq(characters.id, characterId));
    expect(row?.persona).toBe('She sings');
    expect(row?.texts.en?.greeting).toBe('Hi there');
    expect(JSON.stringify(row?.card)).not.toContain('<script');
    expect(row?.card?.extensions).toEqual({});
  });

  it('checks every text before saving: a minor or a real person is refused with the reason', async () => {
    const before = await ownCharacterCount();
    const minor = await upload(
      Buffer.from(
        JSON.stringify({
          ...v2,
          data: {
            ...v2Data,
            character_book: {
              entries: [
                { keys: ['school'], content: 'She is a 14 year old schoolgirl and they have sex.' },
              ],
            },
          },
        }),
      ),
    );
    expect(minor.envelope.code).toBe(REFUSAL_CODE.unsafeCard);
    expect(minor.envelope.msg).toMatch(/lorebook.*minor/);
    const person = await upload(
      Buffer.from(JSON.stringify({ ...v2, data: { ...v2Data, name: 'Taylor Swift' } })),
    );
    expect(person.envelope.code).toBe(REFUSAL_CODE.realPersonCard);
    expect(await ownCharacterCount()).toBe(before);
  });

  it('asks for the creator’s confirmation before publishing an import', async () => {
    const characterId = await imported(Buffer.from(JSON.stringify(v3)));
    await call('/v1/custom-character/confirm', { characterId });
    const refused = await call('/v1/custom-character/edit', { characterId, visibility: 1 });
    expect(refused.code).toBe(REFUSAL_CODE.publishRightsNeeded);
    const published = await call<CustomCharacterDetail>('/v1/custom-character/edit', {
      characterId,
      visibility: 1,
      confirmRights: true,
    });
    expect(published.code).toBe(0);
    expect(published.data.card?.publishRightsConfirmed).toBe(true);
    // Others read the credit on her page, and cannot export her.
    const page = await call<{ basedOn: unknown }>('/v1/character/detail', { characterId }, other);
    expect(page.data.basedOn).toEqual({
      creator: 'seaglass',
      sources: ['https://example.org/mira'],
    });
    const stranger = await call(
      '/v1/custom-character/card/export',
      { characterId, format: 'png' },
      other,
    );
    expect(stranger.code).toBe(REFUSAL_CODE.notFound);
  });

  it('edits her lorebook within its limits, checked like her texts', async () => {
    const characterId = await imported(Buffer.from(JSON.stringify(v2)));
    const entry = {
      characterId,
      name: 'Cellar',
      keys: ['cellar'],
      content: 'Rum barrels hide a door.',
    };
    const added = await call<Lorebook>('/v1/custom-character/lorebook/save', entry);
    expect(added.code).toBe(0);
    const id = added.data.entries.at(-1)?.id;
    expect(added.data.entries.at(-1)).toMatchObject({
      name: 'Cellar',
      keys: ['cellar'],
      enabled: true,
    });
    const edited = await call<Lorebook>('/v1/custom-character/lorebook/save', {
      ...entry,
      id,
      enabled: false,
    });
    expect(edited.data.entries.find((item) => item.id === id)?.enabled).toBe(false);
    const bad = await call('/v1/custom-character/lorebook/save', {
      ...entry,
      keys: [''],
      content: '',
    });
    expect(bad.code).toBe(API_CODE.badParams);
    const unsafe = await call('/v1/custom-character/lorebook/save', {
      ...entry,
      content: 'She is a 12 year old girl having sex.',
    });
    expect(unsafe.code).toBe(REFUSAL_CODE.unsafeLoreEntry);
    const removed = await call<Lorebook>('/v1/custom-character/lorebook/delete', {
      characterId,
      id,
    });
    expect(removed.data.entries.some((item) => item.id === id)).toBe(false);
    expect((await call('/v1/custom-character/lorebook/delete', { characterId, id })).code).toBe(
      REFUSAL_CODE.notFound,
    );

    await t.db.insert(lorebookEntries).values(
      Array.from({ length: 298 }, (_, index) => ({
        id: newOpaqueId(),
        characterId,
        keys: [`k${index}`],
        content: 'x',
        insertionOrder: 10 + index,
      })),
    );
    const full = await call('/v1/custom-character/lorebook/save', entry);
    expect(full.code).toBe(REFUSAL_CODE.lorebookFull);
  });

  it('chats with an imported character: her lorebook reaches the prompt when its keys are said', async () => {
    const characterId = await imported(await cardPng([text('chara', base64(v2))]));
    await call('/v1/custom-character/confirm', { characterId });
    const conversationId = await openConversation(t, user.token, characterId);
    await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'Tell me about Tomas.',
    });
    await repliesSettled(t);
    const system = fake.requests.at(-1)?.messages[0]?.content ?? '';
    expect(system).toContain('Tomas the smuggler owes Mira a favour.');
    expect(system).not.toContain('The lighthouse lamp');
    expect(system).toContain('How you talk, for example:');
    expect(system).not.toContain('{{user}}');
  });
});
