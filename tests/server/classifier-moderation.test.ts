import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { CUSTOM_CHARACTER_STATUS } from '../../src/contract/enums';
import { characters } from '../../src/server/db/schema/characters';
import { conversations, messages } from '../../src/server/db/schema/conversations';
import { generationJobs } from '../../src/server/db/schema/generation-jobs';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { moderationRefusals } from '../../src/server/db/schema/moderation-refusals';
import { studioItems } from '../../src/server/db/schema/studio-items';
import { users } from '../../src/server/db/schema/users';
import { createDemoVideoProvider } from '../../src/server/providers/videos/demo-video-provider';
import type { VideoProvider } from '../../src/server/providers/videos/video-provider';
import { openConversation, repliesSettled, setBalances } from './helpers/chat';
import {
  type FakeClassifier,
  startFakeGuard,
  startFakeModerations,
} from './helpers/fake-classifiers';
import { type FakeImagesApi, startFakeImagesApi } from './helpers/fake-images-api';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { WIZARD_CHOICES } from './helpers/wizard-choices';

/** What the fakes flag: a mostly red picture (a stand-in for one showing abuse). */
const solidPng = (colour: string) =>
  sharp({ create: { width: 256, height: 256, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * A "real" video model (not the demo) that makes its clip of a red picture whatever its source,
 * so its frames are what the classifier flags while the poster (the source) is not.
 */
function redClipModel(red: Buffer): VideoProvider {
  const demo = createDemoVideoProvider();
  return {
    modelName: 'red-clips',
    isDemo: false,
    generate: (request, options) => demo.generate({ ...request, image: red }, options),
  };
}

let images: FakeImagesApi;
let red: Buffer;
beforeAll(async () => {
  images = await startFakeImagesApi();
  red = await solidPng('#e01010');
});
afterAll(() => images.close());

describe.each<{
  kind: string;
  start: () => Promise<FakeClassifier>;
  extra: Record<string, string>;
}>([
  { kind: 'openai', start: startFakeModerations, extra: {} },
  { kind: 'guard', start: startFakeGuard, extra: { MODERATION_GUARD_PICTURES: '1' } },
])('chat and pictures checked by the $kind classifier', ({ kind, start, extra }) => {
  let fake: FakeClassifier;
  let t: TestApp;
  beforeAll(async () => {
    fake = await start();
    t = await createTestApp(
      {
        DEMO_MODEL_DELAY_MS: '1',
        MODERATION_PROVIDER: kind,
        MODERATION_BASE_URL: fake.baseUrl,
        // Sized for a loaded runner: a check that answers must never time out here (the tests of
        // a classifier that hangs wait this long).
        MODERATION_TIMEOUT_MS: '5000',
        MODERATION_PICTURE_TIMEOUT_MS: '5000',
        IMAGES_API_BASE_URL: images.baseUrl,
        METRICS_TOKEN: 'scrape-token-0123456789',
        ...extra,
      },
      { videos: redClipModel(red) },
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function chatter(email: string) {
    const person = await signInWithEmail(t, email);
    const conversationId = await openConversation(t, person.token, 'mei', true);
    await setBalances(t, person.uid, { energy: 5, goldBalance: 20 });
    return { ...person, conversationId };
  }

  const send = (who: { token: string; conversationId: string }, content: string) =>
    t.call('/v1/session/chat', { token: who.token, conversationId: who.conversationId, content });

  async function stateOf(who: { uid: string; conversationId: string }) {
    const [balances] = await t.db
      .select({ energy: users.energy, gold: users.goldBalance })
      .from(users)
      .where(eq(users.id, who.uid));
    const ledger = await t.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, who.uid));
    const stored = await t.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, who.conversationId))
      .orderBy(asc(messages.id));
    return { ...balances, ledgerRows: ledger.length, messages: stored.map((row) => row.content) };
  }

  const refusalsOf = (uid: string) =>
    t.db
      .select({
        provider: moderationRefusals.provider,
        category: moderationRefusals.category,
        characterId: moderationRefusals.characterId,
        content: moderationRefusals.content,
      })
      .from(moderationRefusals)
      .where(eq(moderationRefusals.userId, uid));

  it('refuses a message the classifier flags: nothing charged, stored or sent to the model', async () => {
    fake.script({ kind: 'judge' });
    const me = await chatter(`${kind}.refused@example.com`);
    const before = await stateOf(me);
    const refused = await send(me, 'a story about underage-abuse');
    expect(refused.envelope.code).toBe(REFUSAL_CODE.unsafeMessage);
    expect(await stateOf(me)).toEqual(before);
    expect(t.services.chat.running.size).toBe(0);
    const [conversation] = await t.db
      .select({ characterId: conversations.characterId })
      .from(conversations)
      .where(eq(conversations.id, me.conversationId));
    expect(await refusalsOf(me.uid)).toEqual([
      {
        provider: kind,
        category: 'sexual/minors',
        characterId: conversation?.characterId,
        content: 'a story about underage-abuse',
      },
    ]);
  });

  it('lets a message it allows through, charged as usual', async () => {
    fake.script({ kind: 'judge' });
    const me = await chatter(`${kind}.allowed@example.com`);
    const asked = fake.requests.length;
    const sent = await send(me, 'Tell me about your day');
    expect(sent.envelope.code).toBe(0);
    await repliesSettled(t);
    const after = await stateOf(me);
    expect(after.energy).toBe(4);
    expect(after.messages).toContain('Tell me about your day');
    // The message is checked first; her reply's sentences come after it.
    expect(fake.requests[asked]?.texts.at(-1)).toMatch(/Tell me about your day$/);
    expect(fake.requests.length).toBeGreaterThan(asked + 1);
  });

  it('while it is down, chat goes on with the embedded checker deciding alone', async () => {
    fake.script({ kind: 'status', status: 503 });
    const me = await chatter(`${kind}.down@example.com`);
    expect((await send(me, 'a story about underage-abuse')).envelope.code).toBe(0);
    await repliesSettled(t);
    const refused = await send(me, 'I want to have sex with a kid');
    expect(refused.envelope.code).toBe(REFUSAL_CODE.unsafeMessage);
    expect((await refusalsOf(me.uid)).map((row) => row.provider)).toEqual(['embedded']);
    fake.script({ kind: 'hang' });
    expect((await send(me, 'Good night')).envelope.code).toBe(0);
    await repliesSettled(t);
    const scraped = await t.app.request('/metrics', {
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    const metrics = await scraped.text();
    for (const reason of ['status', 'timeout']) {
      expect(metrics).toMatch(
        new RegExp(
          `moderation_classifier_failures_total\\{classifier="${kind}",check="text",reason="${reason}"\\} [1-9]`,
        ),
      );
    }
    fake.script({ kind: 'judge' });
  });

  async function orderPhoto(user: SignedIn) {
    const order = await t.call('/v1/ugc/photo/generate', {
      token: user.token,
      characterId: 'mei',
      prompt: 'beach, sunset, summer dress, smiling, golden hour, soft light',
    });
    expect(order.envelope.code, order.envelope.msg).toBe(0);
    return order.envelope.data as { itemId: string; jobId: string; pricePaid: number };
  }

  const goldOf = async (uid: string) =>
    (await t.db.select({ gold: users.goldBalance }).from(users).where(eq(users.id, uid)))[0]?.gold;

  const itemOf = async (itemId: string) =>
    (
      await t.db
        .select({ state: studioItems.state, mediaId: studioItems.mediaId })
        .from(studioItems)
        .where(eq(studioItems.id, itemId))
    )[0];

  const jobOf = async (jobId: string) =>
    (
      await t.db
        .select({
          state: generationJobs.state,
          attempt: generationJobs.attempt,
          failureReason: generationJobs.failureReason,
        })
        .from(generationJobs)
        .where(eq(generationJobs.id, jobId))
    )[0];

  async function buyer(name: string) {
    const user = await signInWithEmail(t, `${kind}.${name}@example.com`);
    await setBalances(t, user.uid, { goldBalance: 500 });
    return user;
  }

  it('delivers a photo it allows', async () => {
    images.script({ kind: 'picture', bytes: await solidPng('#335577') });
    fake.script({ kind: 'judge' });
    const user = await buyer('photo-allowed');
    const order = await orderPhoto(user);
    await t.generation.runWoken();
    expect(await itemOf(order.itemId)).toMatchObject({ state: 'ready' });
    expect(await goldOf(user.uid)).toBe(500 - order.pricePaid);
    expect(fake.requests.at(-1)?.pictures).toEqual(['image/webp']);
  });

  it('fails a photo it refuses, at once, keeps no picture and refunds it', async () => {
    images.script({ kind: 'picture', bytes: red });
    fake.script({ kind: 'judge' });
    const user = await buyer('photo-refused');
    const order = await orderPhoto(user);
    expect(await goldOf(user.uid)).toBe(500 - order.pricePaid);
    expect(await t.generation.runWoken()).toBe(1);
    expect(await itemOf(order.itemId)).toEqual({ state: 'failed', mediaId: null });
    expect(await jobOf(order.jobId)).toMatchObject({
      state: 'failed',
      attempt: 1,
      failureReason: expect.stringMatching(/refused by moderation \(sexual\/minors/),
    });
    expect(await goldOf(user.uid)).toBe(500);
  });

  it('fails a photo closed while it is down: its runs are spent, then it is refunded', async () => {
    images.script({ kind: 'picture', bytes: await solidPng('#335577') });
    fake.script({ kind: 'status', status: 502 }, { kind: 'hang' }, { kind: 'body', body: '{}' });
    const user = await buyer('photo-down');
    const order = await orderPhoto(user);
    expect(await t.generation.runWoken()).toBe(3);
    expect(await itemOf(order.itemId)).toEqual({ state: 'failed', mediaId: null });
    expect(await jobOf(order.jobId)).toMatchObject({
      state: 'failed',
      attempt: 3,
      failureReason: expect.stringMatching(/could not be checked/),
    });
    expect(await goldOf(user.uid)).toBe(500);
    fake.script({ kind: 'judge' });
  });

  it("checks a real video model's frames and fails a clip it refuses, refunded", async () => {
    images.script({ kind: 'picture', bytes: await solidPng('#335577') });
    fake.script({ kind: 'judge' });
    const user = await buyer('video');
    const photo = await orderPhoto(user);
    await t.generation.runWoken();
    expect(await itemOf(photo.itemId)).toMatchObject({ state: 'ready' });
    const before = await goldOf(user.uid);
    const asked = fake.requests.length;
    const order = await t.call('/v1/ugc/video/generate', {
      token: user.token,
      itemId: photo.itemId,
      durationSeconds: 3,
      resolution: '480p',
    });
    expect(order.envelope.code, order.envelope.msg).toBe(0);
    const { itemId } = order.envelope.data as { itemId: string };
    await t.generation.runWoken();
    expect(await itemOf(itemId)).toEqual({ state: 'failed', mediaId: null });
    expect(await goldOf(user.uid)).toBe(before);
    // The poster (her blue photo) passed; the first frame, red, was refused.
    expect(fake.requests.slice(asked).map((request) => request.pictures)).toEqual([
      ['image/webp'],
      ['image/jpeg'],
    ]);
  });
  it('fails a created character whose portrait it refuses, and refunds her', async () => {
    images.script({ kind: 'picture', bytes: red });
    fake.script({ kind: 'judge' });
    const user = await buyer('portrait');
    const order = await t.call('/v1/custom-character/create', {
      token: user.token,
      ...WIZARD_CHOICES,
    });
    expect(order.envelope.code, order.envelope.msg).toBe(0);
    const { characterId, jobId } = order.envelope.data as { characterId: string; jobId: string };
    expect(await goldOf(user.uid)).toBeLessThan(500);
    expect(await t.generation.runWoken()).toBe(1);
    const [made] = await t.db
      .select({ state: characters.customState, portrait: characters.portraitMediaId })
      .from(characters)
      .where(eq(characters.id, characterId));
    expect(made).toEqual({ state: CUSTOM_CHARACTER_STATUS.createFail, portrait: null });
    expect(await jobOf(jobId)).toMatchObject({ state: 'failed', attempt: 1 });
    expect(await goldOf(user.uid)).toBe(500);
  });

  it('keeps the seeded photo on a reply whose drawn photo it refuses', async () => {
    images.script({ kind: 'picture', bytes: red });
    fake.script({ kind: 'judge' });
    const me = await chatter(`${kind}.chat-photo@example.com`);
    await setBalances(t, me.uid, { energy: 50, vipExpireAt: new Date(Date.now() + 86_400_000) });
    const sent = await t.call('/v1/session/chat', {
      token: me.token,
      conversationId: me.conversationId,
      content: 'send me a selfie from the beach',
      askPhoto: true,
    });
    expect(sent.envelope.code, sent.envelope.msg).toBe(0);
    await repliesSettled(t);
    const { reply } = sent.envelope.data as { reply: { id: string } };
    const asked = fake.requests.length;
    expect(await t.generation.runWoken()).toBe(1);
    expect(fake.requests.slice(asked).map((request) => request.pictures)).toEqual([['image/webp']]);
    const [stored] = await t.db
      .select({ photo: messages.photo })
      .from(messages)
      .where(eq(messages.id, Number(reply.id)));
    expect(stored?.photo?.photoId).toBeDefined();
    expect(stored?.photo?.photoId).not.toMatch(/^drawn-/);
  });
});
