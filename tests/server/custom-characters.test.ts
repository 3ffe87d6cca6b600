import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { CUSTOM_CHARACTER_COIN_COST } from '../../src/contract/constants';
import { characters } from '../../src/server/db/schema/characters';
import { generationJobs } from '../../src/server/db/schema/generation-jobs';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { users } from '../../src/server/db/schema/users';
import { eraseExpiredAccounts } from '../../src/server/features/accounts/data-rights';
import { characterGenerationKind } from '../../src/server/features/custom-characters/character-generation-kind';
import { OFFICIAL_CHARACTERS } from '../../src/server/features/characters/seed/official-characters';
import { DEFAULT_NAMES } from '../../src/server/features/custom-characters/order-from-input';
import { PERSONA_PHRASES } from '../../src/server/features/custom-characters/persona-phrases';
import { createGenerationWorker } from '../../src/server/features/generation/generation-worker';
import { checkPromptSafety } from '../../src/server/features/safety/prompt-safety';
import { createJobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/lib/logger';
import {
  createImageProvider,
  ImageProviderError,
} from '../../src/server/providers/images/image-provider';
import { openConversation, setBalances } from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHOICES = {
  mode: 'template',
  style: 'anime',
  age: 24,
  race: 'asian',
  eyeColor: 'green',
  hairstyle: 'long straight',
  hairColor: 'black',
  body: 'slim',
  breast: 'medium',
  hips: 'wide',
  clothing: 'summer dress',
  kinks: ['teasing', 'roleplay'],
  occupation: 'photographer',
  personality: 'playful and warm',
  relationship: 'girlfriend',
  name: 'Hana',
} as const;

interface Detail {
  characterId: string;
  nick: string;
  state: number;
  progress: number;
  stage: string | null;
  portraitUrl: string;
  visibility: number;
  pricePaid: number;
  persona: { description: string; greeting: string; story: string } | null;
  choices: Record<string, unknown>;
  tags: string[];
}

const goldOf = async (app: TestApp, uid: string) =>
  (await app.db.select({ gold: users.goldBalance }).from(users).where(eq(users.id, uid)))[0]?.gold;

async function userWithGold(app: TestApp, email: string, gold: number, vip = false) {
  const user = await signInWithEmail(app, email);
  await setBalances(app, user.uid, {
    goldBalance: gold,
    vipExpireAt: vip ? new Date(Date.now() + 86_400_000) : null,
  });
  return user;
}

const create = (app: TestApp, user: SignedIn, body: Record<string, unknown> = CHOICES) =>
  app.call('/v1/custom-character/create', { token: user.token, ...body });

async function created(app: TestApp, user: SignedIn, body?: Record<string, unknown>) {
  const answer = await create(app, user, body);
  expect(answer.envelope, answer.envelope.msg).toMatchObject({ code: 0 });
  return answer.envelope.data as { characterId: string; jobId: string; pricePaid: number };
}

async function detail(app: TestApp, user: SignedIn, characterId: string) {
  const answer = await app.call('/v1/custom-character/detail', { token: user.token, characterId });
  expect(answer.envelope).toMatchObject({ code: 0 });
  return answer.envelope.data as Detail;
}

const fetchMedia = (app: TestApp, url: string) => app.app.request(url);

describe('creating a character, through every call', () => {
  it('creates, follows, reviews, confirms, chats, renames, edits, publishes and deletes', async () => {
    const alice = await userWithGold(t, 'create.alice@example.com', 500);
    const order = await created(t, alice);
    expect(order.pricePaid).toBe(CUSTOM_CHARACTER_COIN_COST);
    expect(await goldOf(t, alice.uid)).toBe(500 - CUSTOM_CHARACTER_COIN_COST);

    const submitted = await detail(t, alice, order.characterId);
    expect(submitted).toMatchObject({ state: 10, progress: 0, stage: 'body', nick: 'Hana' });
    expect(submitted.persona).toBeNull();
    const listed = await t.call('/v1/custom-character/list', { token: alice.token });
    expect((listed.envelope.data as { list: Detail[] }).list).toMatchObject([
      { characterId: order.characterId, state: 10 },
    ]);
    // Not chatted with while being made.
    const early = await t.call('/v1/session/from/character', {
      token: alice.token,
      characterId: order.characterId,
    });
    expect(early.envelope.code).toBe(REFUSAL_CODE.notFound);

    expect(await t.generation.runWoken()).toBe(1);
    const made = await detail(t, alice, order.characterId);
    expect(made).toMatchObject({ state: 30, progress: 100, stage: null, visibility: 0 });
    expect(made.persona?.description).toContain('Hana');
    expect(made.persona?.description).toContain('photographer');
    expect(made.persona?.story.length).toBeGreaterThan(0);
    expect(made.choices).toMatchObject({
      age: 24,
      hairColor: 'black',
      kinks: ['teasing', 'roleplay'],
    });
    expect(made.portraitUrl).toMatch(/^\/media\/[\w-]+\?v=/);
    const portrait = await fetchMedia(t, made.portraitUrl);
    expect(portrait.status).toBe(200);
    expect(portrait.headers.get('content-type')).toMatch(/^image\//);
    const mediaPath = made.portraitUrl.split('?')[0] as string;
    expect((await fetchMedia(t, mediaPath)).status).toBe(404);

    const beforeConfirm = await t.call('/v1/custom-character/edit-before-confirm', {
      token: alice.token,
      characterId: order.characterId,
      greeting: 'Finally, you are here.',
    });
    expect(beforeConfirm.envelope).toMatchObject({
      code: 0,
      data: { persona: { greeting: 'Finally, you are here.' } },
    });
    // `edit` is for confirmed characters.
    const tooEarly = await t.call('/v1/custom-character/edit', {
      token: alice.token,
      characterId: order.characterId,
      visibility: 1,
    });
    expect(tooEarly.envelope.code).toBe(REFUSAL_CODE.characterStateWrong);

    const confirmed = await t.call('/v1/custom-character/confirm', {
      token: alice.token,
      characterId: order.characterId,
    });
    expect(confirmed.envelope).toMatchObject({ code: 0, data: { state: 40 } });
    const again = await t.call('/v1/custom-character/confirm', {
      token: alice.token,
      characterId: order.characterId,
    });
    expect(again.envelope.code).toBe(REFUSAL_CODE.characterStateWrong);
    const conversationId = await openConversation(t, alice.token, order.characterId);
    const messages = await t.call('/v1/session/message/list', {
      token: alice.token,
      conversationId,
    });
    expect(JSON.stringify(messages.envelope.data)).toContain('Finally, you are here.');

    const renamed = await t.call('/v1/custom-character/edit-nick', {
      token: alice.token,
      characterId: order.characterId,
      nick: 'Hana Mori',
    });
    expect(renamed.envelope).toMatchObject({ code: 0, data: { nick: 'Hana Mori' } });

    const tagList = await t.call('/v1/character-tag/options/list', {});
    const tagId = (tagList.envelope.data as { list: { id: string }[] }).list[0]?.id as string;
    const unknownTag = await t.call('/v1/custom-character/edit', {
      token: alice.token,
      characterId: order.characterId,
      tags: ['no-such-tag'],
    });
    expect(unknownTag.envelope.code).toBe(1000);
    const published = await t.call('/v1/custom-character/edit', {
      token: alice.token,
      characterId: order.characterId,
      tags: [tagId],
      description: 'Hana photographs the city at night.',
      visibility: 1,
    });
    expect(published.envelope).toMatchObject({
      code: 0,
      data: {
        visibility: 1,
        tags: [tagId],
        persona: { description: 'Hana photographs the city at night.' },
      },
    });
    expect((await fetchMedia(t, mediaPath)).status).toBe(200);
    const latest = await t.call('/v1/character/list', { sort: 3, size: 50 });
    const cards = (
      latest.envelope.data as {
        list: { characterId: string; creatorId: string | null; nick: string }[];
      }
    ).list;
    expect(cards[0]).toMatchObject({
      characterId: order.characterId,
      creatorId: alice.uid,
      nick: 'Hana Mori',
    });

    const unpublish = await t.call('/v1/custom-character/edit', {
      token: alice.token,
      characterId: order.characterId,
      visibility: 0,
    });
    expect(unpublish.envelope.code).toBe(REFUSAL_CODE.publishIrreversible);
    expect((await detail(t, alice, order.characterId)).visibility).toBe(1);
    const rebuildDone = await t.call('/v1/custom-character/rebuild', {
      token: alice.token,
      characterId: order.characterId,
    });
    expect(rebuildDone.envelope.code).toBe(REFUSAL_CODE.characterStateWrong);

    const deleted = await t.call('/v1/custom-character/delete', {
      token: alice.token,
      characterId: order.characterId,
    });
    expect(deleted.envelope).toMatchObject({ code: 0, data: { deleted: true } });
    const afterDelete = await t.call('/v1/custom-character/list', { token: alice.token });
    expect((afterDelete.envelope.data as { list: unknown[] }).list).toEqual([]);
    const gone = await t.call('/v1/custom-character/detail', {
      token: alice.token,
      characterId: order.characterId,
    });
    expect(gone.envelope.code).toBe(REFUSAL_CODE.notFound);
    const catalogue = await t.call('/v1/character/list', { sort: 3, size: 50 });
    expect(JSON.stringify(catalogue.envelope.data)).not.toContain(order.characterId);
    // Her conversation stays readable for whoever had one (docs/decisions.md).
    const kept = await t.call('/v1/session/message/list', { token: alice.token, conversationId });
    expect(kept.envelope.code).toBe(0);
    expect(await goldOf(t, alice.uid)).toBe(500 - CUSTOM_CHARACTER_COIN_COST);
  });

  it('makes a prompt character from a description, starting from a public one', async () => {
    const carol = await userWithGold(t, 'create.carol@example.com', 300);
    const random = await t.call('/v1/custom-character/random-prompt', { token: carol.token });
    const prompt = (random.envelope.data as { prompt: string }).prompt;
    expect(prompt.length).toBeGreaterThan(20);
    const source = (
      await t.db.select().from(characters).where(eq(characters.id, 'mei'))
    )[0] as typeof characters.$inferSelect;
    const order = await created(t, carol, { mode: 'prompt', description: prompt, cloneOf: 'mei' });
    await t.generation.runWoken();
    const made = await detail(t, carol, order.characterId);
    expect(made).toMatchObject({
      state: 30,
      mode: 'prompt',
      description: prompt,
      pricePaid: CUSTOM_CHARACTER_COIN_COST,
    });
    expect(made.choices).toMatchObject({ hairColor: source.hairColor, style: source.style });
    expect(made.persona?.description).toBe(prompt);
  });

  it('makes a prompt character from her description alone, whose look is only words', async () => {
    const vera = await userWithGold(t, 'create.vera@example.com', 300);
    const description = 'A calm 31-year-old pianist with silver hair who plays for you at night.';
    const order = await created(t, vera, { mode: 'prompt', description, name: 'Vera' });
    // Her look has no wizard choices: every call about her still answers.
    expect(await detail(t, vera, order.characterId)).toMatchObject({ state: 10, nick: 'Vera' });
    await t.generation.runWoken();
    const made = await detail(t, vera, order.characterId);
    expect(made).toMatchObject({ state: 30, description, choices: { hairColor: '', race: '' } });
    const listed = await t.call('/v1/custom-character/list', { token: vera.token });
    expect(listed.envelope.code).toBe(0);
    const confirmed = await t.call('/v1/custom-character/confirm', {
      token: vera.token,
      characterId: order.characterId,
    });
    expect(confirmed.envelope.code).toBe(0);
  });
});

describe('a character created without a name', () => {
  it('gets a name no catalogue character has, for a woman and for a man', async () => {
    const catalogue = new Set(OFFICIAL_CHARACTERS.map((character) => character.name));
    expect(DEFAULT_NAMES.woman.length).toBeGreaterThan(5);
    expect(DEFAULT_NAMES.man.length).toBeGreaterThan(5);
    for (const name of [...DEFAULT_NAMES.woman, ...DEFAULT_NAMES.man]) {
      expect(catalogue.has(name), name).toBe(false);
    }
    const { name: _name, ...unnamed } = CHOICES;
    // One creation at a time per creator: a creator each.
    for (const gender of ['woman', 'man'] as const) {
      const creator = await userWithGold(t, `create.unnamed.${gender}@example.com`, 500);
      const look = gender === 'man' ? { ...unnamed, breast: '', hips: '' } : unnamed;
      const order = await created(t, creator, { ...look, gender });
      const { nick } = await detail(t, creator, order.characterId);
      expect(DEFAULT_NAMES[gender]).toContain(nick);
      expect(catalogue.has(nick), nick).toBe(false);
    }
  });
});

describe('refusals', () => {
  it('answers 1000 for bad choices and an empty description, charging nothing', async () => {
    const dan = await userWithGold(t, 'create.dan@example.com', 500);
    const young = await create(t, dan, { ...CHOICES, age: 17 });
    expect(young.envelope.code).toBe(1000);
    const fourKinks = await create(t, dan, { ...CHOICES, kinks: ['a', 'b', 'c', 'd'] });
    expect(fourKinks.envelope).toMatchObject({ code: 1000 });
    expect(fourKinks.envelope.msg).toContain('kinks');
    const empty = await create(t, dan, { mode: 'prompt', description: '   ' });
    expect(empty.envelope).toMatchObject({ code: 1000, msg: 'Please enter character description' });
    const privateClone = await create(t, dan, {
      mode: 'prompt',
      description: 'tall',
      cloneOf: 'nobody',
    });
    expect(privateClone.envelope.code).toBe(REFUSAL_CODE.notFound);
    expect(await goldOf(t, dan.uid)).toBe(500);
  });

  it('refuses a prompt about a minor or a real person before any charge', async () => {
    const erin = await userWithGold(t, 'create.erin@example.com', 500);
    const minor = await create(t, erin, {
      mode: 'prompt',
      description: 'a 15 year old schoolgirl',
    });
    expect(minor.envelope).toMatchObject({
      code: REFUSAL_CODE.unsafePrompt,
      msg: 'Generation failed because content contained minors',
    });
    const wizard = await create(t, erin, { ...CHOICES, occupation: 'schoolgirl' });
    expect(wizard.envelope.msg).toBe('Generation failed because content contained minors');
    const celebrity = await create(t, erin, {
      mode: 'prompt',
      description: 'Emma Watson in a bikini',
    });
    expect(celebrity.envelope).toMatchObject({
      code: REFUSAL_CODE.realPersonPrompt,
      msg: 'Generation failed because content named a real person',
    });
    expect(await goldOf(t, erin.uid)).toBe(500);
    const rows = await t.db.select().from(characters).where(eq(characters.ownerId, erin.uid));
    expect(rows).toEqual([]);
    const jobs = await t.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.userId, erin.uid));
    expect(jobs).toEqual([]);
  });

  it('refuses without enough coins, changing nothing', async () => {
    const poor = await userWithGold(t, 'create.poor@example.com', CUSTOM_CHARACTER_COIN_COST - 1);
    const answer = await create(t, poor);
    expect(answer.envelope.code).toBe(REFUSAL_CODE.notEnoughCoins);
    expect(await t.db.select().from(characters).where(eq(characters.ownerId, poor.uid))).toEqual(
      [],
    );
  });

  it('makes one character at a time per user, however many calls race', async () => {
    const fay = await userWithGold(t, 'create.fay@example.com', 100_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => create(t, fay)));
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === REFUSAL_CODE.characterGenerating)).toHaveLength(99);
    expect(answers.find((answer) => answer.envelope.code !== 0)?.envelope.msg).toBe(
      'Character is being generated, please wait',
    );
    expect(await goldOf(t, fay.uid)).toBe(100_000 - CUSTOM_CHARACTER_COIN_COST);
    const first = answers.find((answer) => answer.envelope.code === 0)?.envelope.data as {
      characterId: string;
    };
    const rebuild = await t.call('/v1/custom-character/rebuild', {
      token: fay.token,
      characterId: first.characterId,
    });
    expect(rebuild.envelope.code).toBe(REFUSAL_CODE.characterGenerating);
    const deleting = await t.call('/v1/custom-character/delete', {
      token: fay.token,
      characterId: first.characterId,
    });
    expect(deleting.envelope.code).toBe(REFUSAL_CODE.characterGenerating);
    await t.generation.runWoken();
    const next = await create(t, fay);
    expect(next.envelope.code).toBe(0);
    await t.generation.runWoken();
  });

  it("keeps another user's private character, its job and its portrait from them", async () => {
    const gus = await userWithGold(t, 'create.gus@example.com', 500);
    const hal = await userWithGold(t, 'create.hal@example.com', 500);
    const order = await created(t, gus);
    await t.generation.runWoken();
    const own = await detail(t, gus, order.characterId);
    for (const path of [
      '/v1/custom-character/detail',
      '/v1/custom-character/confirm',
      '/v1/custom-character/delete',
      '/v1/custom-character/rebuild',
      '/v1/custom-character/edit-nick',
      '/v1/custom-character/edit-before-confirm',
      '/v1/custom-character/edit',
      '/v1/session/from/character',
      '/v1/character/detail',
    ]) {
      const answer = await t.call(path, {
        token: hal.token,
        characterId: order.characterId,
        nick: 'Mine',
        greeting: 'Mine',
      });
      expect(answer.envelope.code, path).toBe(REFUSAL_CODE.notFound);
    }
    const list = await t.call('/v1/custom-character/list', { token: hal.token });
    expect((list.envelope.data as { list: unknown[] }).list).toEqual([]);
    const mediaId = own.portraitUrl.split('?')[0]?.split('/').pop() as string;
    const signer = await (await import('../../src/server/features/media/media-access'))
      .createMediaAccess(t.db)
      .signer();
    expect((await fetchMedia(t, signer.signedUrl(mediaId, hal.uid))).status).toBe(404);
    expect((await fetchMedia(t, signer.signedUrl(mediaId, gus.uid))).status).toBe(200);
    expect(await goldOf(t, hal.uid)).toBe(500);
    expect((await detail(t, gus, order.characterId)).state).toBe(30);
  });
});

describe('costs', () => {
  it("gives a VIP member's first template character free and charges the second", async () => {
    const vip = await userWithGold(t, 'create.vip@example.com', 1000, true);
    const prompt = await created(t, vip, { mode: 'prompt', description: 'a cheerful barista' });
    expect(prompt.pricePaid).toBe(CUSTOM_CHARACTER_COIN_COST);
    await t.generation.runWoken();
    const first = await created(t, vip);
    expect(first.pricePaid).toBe(0);
    expect(await goldOf(t, vip.uid)).toBe(1000 - CUSTOM_CHARACTER_COIN_COST);
    await t.generation.runWoken();
    expect(await detail(t, vip, first.characterId)).toMatchObject({ state: 30, pricePaid: 0 });
    const second = await created(t, vip);
    expect(second.pricePaid).toBe(CUSTOM_CHARACTER_COIN_COST);
    expect(await goldOf(t, vip.uid)).toBe(1000 - 2 * CUSTOM_CHARACTER_COIN_COST);
    await t.generation.runWoken();
  });

  it('charges a rebuild of a character waiting to be confirmed like a new one', async () => {
    const ivy = await userWithGold(t, 'create.ivy@example.com', 1000);
    const order = await created(t, ivy);
    await t.generation.runWoken();
    const rebuilt = await t.call('/v1/custom-character/rebuild', {
      token: ivy.token,
      characterId: order.characterId,
    });
    expect(rebuilt.envelope).toMatchObject({
      code: 0,
      data: { pricePaid: CUSTOM_CHARACTER_COIN_COST },
    });
    expect((await detail(t, ivy, order.characterId)).state).toBe(10);
    await t.generation.runWoken();
    expect((await detail(t, ivy, order.characterId)).state).toBe(30);
    expect(await goldOf(t, ivy.uid)).toBe(1000 - 2 * CUSTOM_CHARACTER_COIN_COST);
  });
});

describe('progress', () => {
  let slow: TestApp;
  let release: () => void = () => {};
  beforeAll(async () => {
    const demo = createImageProvider(t.env);
    slow = await createTestApp(
      {},
      {
        images: {
          modelName: 'slow',
          isDemo: true,
          async generate(request, options) {
            options.onProgress?.({ done: 2, total: 4 });
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            return demo.generate(request, options);
          },
        },
      },
    );
  });
  afterAll(() => slow.close());

  it('shows the stage being worked on while she is being made', async () => {
    const pia = await userWithGold(slow, 'create.pia@example.com', 500);
    const order = await created(slow, pia);
    const running = slow.generation.runWoken();
    let seen = await detail(slow, pia, order.characterId);
    while (seen.stage !== 'face') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await detail(slow, pia, order.characterId);
    }
    expect(seen).toMatchObject({ state: 20, stage: 'face', progress: 35 });
    const list = await slow.call('/v1/custom-character/list', { token: pia.token });
    expect((list.envelope.data as { list: Detail[] }).list[0]).toMatchObject({
      state: 20,
      stage: 'face',
    });
    release();
    await running;
    expect(await detail(slow, pia, order.characterId)).toMatchObject({
      state: 30,
      stage: null,
      progress: 100,
    });
  });
});

describe('a failing image provider', () => {
  let broken: TestApp;
  let drawCalls = 0;
  beforeAll(async () => {
    broken = await createTestApp(
      {},
      {
        images: {
          modelName: 'broken',
          isDemo: false,
          async generate() {
            drawCalls++;
            throw new ImageProviderError('upstream 503', true);
          },
        },
      },
    );
  });
  afterAll(() => broken.close());

  it('fails the character after its retries, refunds exactly once, and recreates it free', async () => {
    const jan = await userWithGold(broken, 'create.jan@example.com', 500);
    const order = await created(broken, jan);
    expect(await goldOf(broken, jan.uid)).toBe(500 - CUSTOM_CHARACTER_COIN_COST);
    expect(await broken.generation.runWoken()).toBe(3);
    expect(drawCalls).toBe(3);
    const failed = await detail(broken, jan, order.characterId);
    expect(failed).toMatchObject({
      state: 21,
      failureReason: expect.stringContaining('upstream 503'),
    });
    expect(await goldOf(broken, jan.uid)).toBe(500);
    // A late or repeated run of the same job pays nothing back again.
    await broken.generation.worker.runJob(order.jobId);
    const refunds = await broken.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.reason, 'generation_refund'),
          eq(ledgerEntries.reference, order.jobId),
        ),
      );
    expect(refunds).toHaveLength(1);
    expect(await goldOf(broken, jan.uid)).toBe(500);

    const recreate = await broken.call('/v1/custom-character/rebuild', {
      token: jan.token,
      characterId: order.characterId,
    });
    expect(recreate.envelope).toMatchObject({ code: 0, data: { pricePaid: 0 } });
    await broken.generation.runWoken();
    expect((await detail(broken, jan, order.characterId)).state).toBe(21);
    expect(await goldOf(broken, jan.uid)).toBe(500);
    const cannotConfirm = await broken.call('/v1/custom-character/confirm', {
      token: jan.token,
      characterId: order.characterId,
    });
    expect(cannotConfirm.envelope.code).toBe(REFUSAL_CODE.characterStateWrong);
  });
});

describe('a persona by an OpenAI-compatible chat model', () => {
  let fake: FakeOpenAi;
  let withModel: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    withModel = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'persona-model' });
  });
  afterAll(async () => {
    await withModel.close();
    await fake.close();
  });

  it('asks the model with her choices in her language and keeps what it wrote', async () => {
    const persona = {
      description: 'Хана — фотограф.',
      greeting: 'Привет!',
      personality: 'игривая',
      scenario: 'Вечер в студии.',
      story: 'Она зовёт тебя на съёмку.',
    };
    const json = JSON.stringify(persona);
    fake.script({ kind: 'stream', words: ['Sure: ', json.slice(0, 40), json.slice(40)] });
    const mia = await userWithGold(withModel, 'create.mia@example.com', 500);
    const order = await created(withModel, mia, { ...CHOICES, lang: 'ru' });
    await withModel.generation.runWoken();
    expect(await detail(withModel, mia, order.characterId)).toMatchObject({ state: 30, persona });
    const asked = fake.requests.at(-1);
    expect(asked?.model).toBe('persona-model');
    expect(asked?.messages[0]?.content).toContain('"ru"');
    expect(asked?.messages[1]?.content).toContain('photographer');
  });

  it('fails and refunds the creation when the model never writes a usable persona', async () => {
    fake.script({ kind: 'stream', words: ['I would rather ', 'chat.'] });
    const ned = await userWithGold(withModel, 'create.ned@example.com', 500);
    const order = await created(withModel, ned);
    expect(await withModel.generation.runWoken()).toBe(3);
    expect(await detail(withModel, ned, order.characterId)).toMatchObject({ state: 21 });
    expect(await goldOf(withModel, ned.uid)).toBe(500);
  });
});

describe('languages', () => {
  it("writes the demo persona and the random prompt in the creator's language", async () => {
    const kai = await userWithGold(t, 'create.kai@example.com', 500);
    const order = await created(t, kai, { ...CHOICES, lang: 'de' });
    await t.generation.runWoken();
    const made = await detail(t, kai, order.characterId);
    expect(made.persona?.description).toContain('arbeitet als photographer');
    expect(made.persona?.greeting).toContain('Ich habe auf dich gewartet');
    const random = await t.call('/v1/custom-character/random-prompt', {
      token: kai.token,
      lang: 'ja',
    });
    expect((random.envelope.data as { prompt: string }).prompt).toMatch(/[\u3040-\u30ff]/);
  });

  it('offers random prompts that pass the safety check in every language', () => {
    for (const [code, phrases] of Object.entries(PERSONA_PHRASES)) {
      expect(phrases.randomPrompts.length, code).toBeGreaterThan(0);
      for (const prompt of phrases.randomPrompts) {
        expect(checkPromptSafety(prompt), `${code}: ${prompt}`).toEqual({ isSafe: true });
      }
    }
  });
});

describe('on the real job queue', () => {
  it('makes the character when the queue wakes a started worker', async () => {
    const jobs = createJobQueue(t.database, createLogger('silent'), { pollSeconds: 0.5 });
    await jobs.start();
    const worker = createGenerationWorker({
      db: t.db,
      jobs,
      kinds: [
        characterGenerationKind({
          db: t.db,
          storage: t.services.storage,
          images: createImageProvider(t.env),
          chatModel: t.services.chat.model,
          moderation: t.services.moderation,
        }),
      ],
      log: createLogger('silent'),
      concurrency: 2,
    });
    await worker.start();
    try {
      const lee = await userWithGold(t, 'create.lee@example.com', 500);
      const order = await created(t, lee);
      await worker.wake(order.jobId);
      while ((await detail(t, lee, order.characterId)).state !== 30) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await detail(t, lee, order.characterId)).persona).not.toBeNull();
    } finally {
      await jobs.stop(5_000);
      t.generation.woken.length = 0;
    }
  });
});

describe('an erased account', () => {
  it('takes its private characters, their portraits and jobs along, and keeps published ones', async () => {
    const ola = await userWithGold(t, 'create.ola@example.com', 1000);
    const kept = await created(t, ola);
    await t.generation.runWoken();
    await t.call('/v1/custom-character/confirm', {
      token: ola.token,
      characterId: kept.characterId,
    });
    await t.call('/v1/custom-character/edit', {
      token: ola.token,
      characterId: kept.characterId,
      visibility: 1,
    });
    const secret = await created(t, ola);
    await t.generation.runWoken();
    const secretPortrait = (await detail(t, ola, secret.characterId)).portraitUrl;
    await t.db
      .update(users)
      .set({ deactivatedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, ola.uid));
    expect(await eraseExpiredAccounts(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: characters.id })
      .from(characters)
      .where(eq(characters.ownerId, ola.uid));
    expect(left).toEqual([{ id: kept.characterId }]);
    expect((await fetchMedia(t, secretPortrait)).status).toBe(404);
    expect(
      await t.db.select().from(generationJobs).where(eq(generationJobs.userId, ola.uid)),
    ).toEqual([]);
    const catalogue = await t.call('/v1/character/list', { sort: 3, size: 50 });
    expect(JSON.stringify(catalogue.envelope.data)).toContain(kept.characterId);
  });
});

describe('/v1/config', () => {
  it('reports createRole on', async () => {
    const config = await t.call('/v1/config', {});
    expect(JSON.stringify(config.envelope.data)).toContain('"createRole":true');
  });
});
