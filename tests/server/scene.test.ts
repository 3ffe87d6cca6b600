import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scene, SceneFields } from '../../src/contract/api/scene-endpoints';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { generationJobs } from '../../src/server/db/schema/generation-jobs';
import { moderationRefusals } from '../../src/server/db/schema/moderation-refusals';
import { chatPhotoPrompt } from '../../src/server/features/chat/chat-photo-kind';
import { demoReply } from '../../src/server/features/chat/model/demo-model';
import { demoPhrasesOf } from '../../src/server/features/chat/model/demo-phrases';
import { buildChatPrompt, type PromptInput } from '../../src/server/features/chat/prompt';
import {
  createSceneUpdates,
  updateSceneAfterReply,
} from '../../src/server/features/chat/scene/scene-updates';
import {
  demoSceneWriter,
  parseSceneAnswer,
  type SceneWriter,
} from '../../src/server/features/chat/scene/scene-writer';
import { createJobQueue, type JobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/lib/logger';
import { createDemoImageProvider } from '../../src/server/providers/images/demo-image-provider';
import { balancesOf, openConversation, repliesSettled, setBalances } from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const waitFor = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
};

const beach: SceneFields = {
  place: 'a quiet beach',
  timeOfDay: 'sunset',
  outfit: 'red silk dress',
  mood: 'playful',
  happening: 'They walk barefoot along the water.',
};

const promptInput: PromptInput = {
  character: {
    name: 'Sofia',
    personality: 'warm',
    relationship: 'neighbour',
    occupation: 'barista',
    scenario: 'At the door.',
    persona: 'Kind.',
    age: 27,
    kinks: [],
  },
  userNick: 'alex',
  userPersona: null,
  explicitAllowed: false,
  language: 'en',
  history: [
    { role: 'user', content: 'Hi' },
    { role: 'character', content: 'Hey you.' },
    { role: 'user', content: 'How are you?' },
  ],
  window: 12,
  seed: 'scene',
  sendsPhoto: false,
  memories: [],
};

describe('the scene and the hint in prompts and photos', () => {
  it('puts the scene in the system text, every field that is set', () => {
    const system =
      buildChatPrompt({ ...promptInput, scene: { ...beach, mood: '' } }).messages[0]?.content ?? '';
    expect(system).toContain(
      'The scene right now (keep to it unless the story moves on): place: a quiet beach; time of day: sunset; you are wearing: red silk dress; what is happening: They walk barefoot along the water.',
    );
    expect(system).not.toContain('your mood');
    expect(buildChatPrompt(promptInput).messages[0]?.content).not.toContain('The scene right now');
  });

  it('ends the prompt with the hint, the last thing the model reads', () => {
    const prompt = buildChatPrompt({ ...promptInput, hint: 'shorter and shy' });
    expect(prompt.messages.at(-1)).toEqual({
      role: 'system',
      content:
        'Write your last reply again, differently. The user asks: "shorter and shy". Follow it while you stay in character.',
    });
    expect(prompt.hint).toBe('shorter and shy');
    expect(buildChatPrompt(promptInput).messages.at(-1)?.role).toBe('user');
  });

  it("draws a chat photo in the scene's outfit, place, light and mood, with her look", () => {
    const look = {
      style: 'realistic' as const,
      gender: 'woman' as const,
      age: 27,
      race: 'Brazilian',
      hairColor: 'dark brown',
      hairstyle: 'long loose waves',
      eyeColor: 'hazel',
      body: 'curvy',
      breast: 'medium',
      hips: 'medium',
      clothing: 'cropped cardigan and high-waisted jeans',
    };
    const prompt = chatPhotoPrompt(look, beach, 'send me a selfie');
    expect(prompt).toBe(
      'realistic, woman, 27 years old adult, Brazilian, dark brown long loose waves hair, hazel eyes, curvy body, selfie photo, wearing red silk dress, at a quiet beach, sunset light, playful expression, send me a selfie',
    );
    // Without a scene she wears her usual clothes.
    expect(chatPhotoPrompt(look, null, 'hi')).toContain('cropped cardigan and high-waisted jeans');
  });

  it("the demo model says where they are, and a hint's mood and wording change its reply", () => {
    const prompt = buildChatPrompt({ ...promptInput, scene: beach });
    const replies = Array.from({ length: 8 }, (_, index) =>
      demoReply({ ...prompt, seed: `scene-${index}` }),
    );
    expect(replies.some((reply) => reply.includes('a quiet beach'))).toBe(true);
    const plain = demoReply(prompt);
    const hinted = demoReply({ ...prompt, hint: 'tell me you miss me, with a kiss' });
    expect(hinted).not.toBe(plain);
    // The hint names affection: the reaction is one of the affectionate ones.
    expect(
      demoPhrasesOf('en').reactions.affection.some((sentence) => hinted.includes(sentence)),
    ).toBe(true);
  });

  it('reads a scene out of a model answer, and nothing out of a malformed one', () => {
    expect(
      parseSceneAnswer(
        'Sure!\n```json\n{"place":"the rooftop","timeOfDay":"night","outfit":"black coat","mood":"calm","happening":"They watch the city."}\n```',
      ),
    ).toEqual({
      place: 'the rooftop',
      timeOfDay: 'night',
      outfit: 'black coat',
      mood: 'calm',
      happening: 'They watch the city.',
    });
    expect(parseSceneAnswer('{"place": "x"')).toBeNull();
    expect(
      parseSceneAnswer('{"place": 3, "timeOfDay": "", "outfit": "", "mood": "", "happening": ""}'),
    ).toBeNull();
    expect(parseSceneAnswer('no scene today')).toBeNull();
    const long = parseSceneAnswer(
      JSON.stringify({
        place: 'p'.repeat(500),
        timeOfDay: 'a\nb',
        outfit: '',
        mood: '',
        happening: '',
      }),
    );
    expect(long?.place).toHaveLength(80);
    expect(long?.timeOfDay).toBe('a b');
  });
});

describe('a conversation scene with the demo model', () => {
  let t: TestApp;
  let user: SignedIn;
  let jobs: JobQueue;
  const log = createLogger('silent');

  beforeAll(async () => {
    const demo = createDemoImageProvider();
    t = await createTestApp(
      { DEMO_MODEL_DELAY_MS: '0' },
      {
        images: {
          modelName: demo.modelName,
          isDemo: demo.isDemo,
          async generate(request, options) {
            drawnPrompts.push(request.prompt);
            return demo.generate(request, options);
          },
        },
      },
    );
    // The real durable queue on the test database, as main.ts runs it.
    jobs = createJobQueue(t.database, log, { pollSeconds: 0.5 });
    await jobs.start();
    const updates = createSceneUpdates({
      db: t.db,
      jobs,
      writer: t.services.chat.sceneWriter,
      log,
    });
    await updates.start();
    t.services.chat.sceneUpdates = updates;
    user = await signInWithEmail(t, 'scene@example.com');
    await setBalances(t, user.uid, { energy: 200 });
  });
  afterAll(async () => {
    await jobs.stop(1000);
    await t.close();
  });
  const drawnPrompts: string[] = [];

  const call = async <T>(path: string, body: Record<string, unknown>, who = user) => {
    const { envelope } = await t.call(path, { token: who.token, ...body });
    return envelope as { code: number; msg: string; data: T };
  };
  const sceneOf = async (conversationId: string) =>
    (await call<{ scene: Scene }>('/v1/session/scene', { conversationId })).data.scene;

  it('starts from her scenario and usual clothes, then the demo updates it after each reply', async () => {
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const start = await sceneOf(conversationId);
    expect(start).toMatchObject({
      source: 'start',
      version: 0,
      updatedAt: null,
      outfit: 'cropped cardigan and high-waisted jeans',
      place: '',
    });
    expect(start.happening).toContain('Sofia, the neighbour across the hall');

    const sent = await call('/v1/session/chat', { conversationId, content: 'I missed you, love' });
    expect(sent.code).toBe(0);
    await repliesSettled(t);
    await waitFor(async () => (await sceneOf(conversationId)).version === 1);
    const after = await sceneOf(conversationId);
    // Affection in the message: the phrases' affectionate mood and moment; a place and a time
    // from the phrases; her outfit kept.
    expect(after).toMatchObject({
      source: 'model',
      mood: 'tender',
      happening: 'She is leaning closer, enjoying the sweet words.',
      outfit: 'cropped cardigan and high-waisted jeans',
    });
    expect(['her living room', 'a quiet café', 'the balcony']).toContain(after.place);
    expect(['evening', 'late night', 'afternoon']).toContain(after.timeOfDay);

    await call('/v1/session/chat', { conversationId, content: 'I had a bad day, so tired' });
    await repliesSettled(t);
    await waitFor(async () => (await sceneOf(conversationId)).version === 2);
    expect(await sceneOf(conversationId)).toMatchObject({
      mood: 'caring',
      place: after.place,
      timeOfDay: after.timeOfDay,
    });
  });

  it("saves the user's edit, checked like a prompt, and refuses bad input and others' chats", async () => {
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const saved = await call<{ scene: Scene }>('/v1/session/scene/save', {
      conversationId,
      ...beach,
    });
    expect(saved.code).toBe(0);
    expect(saved.data.scene).toMatchObject({ ...beach, source: 'user', version: 1 });
    expect(await sceneOf(conversationId)).toEqual(saved.data.scene);

    const minor = await call('/v1/session/scene/save', {
      conversationId,
      ...beach,
      happening: 'She is a schoolgirl on a trip.',
    });
    expect(minor.code).toBe(REFUSAL_CODE.unsafeScene);
    const aged = await call('/v1/session/scene/save', {
      conversationId,
      ...beach,
      mood: '15 years old',
    });
    expect(aged.code).toBe(REFUSAL_CODE.unsafeScene);
    const famous = await call('/v1/session/scene/save', {
      conversationId,
      ...beach,
      happening: 'Taylor Swift joins them.',
    });
    expect(famous.code).toBe(REFUSAL_CODE.realPersonScene);
    const tooLong = await call('/v1/session/scene/save', {
      conversationId,
      ...beach,
      place: 'x'.repeat(81),
    });
    expect(tooLong.code).toBe(API_CODE.badParams);
    expect(tooLong.msg).toContain('place');
    const controls = await call('/v1/session/scene/save', {
      conversationId,
      ...beach,
      mood: 'calm\u202Eevil',
    });
    expect(controls.code).toBe(API_CODE.badParams);
    const missing = await call('/v1/session/scene/save', { conversationId, place: 'x' });
    expect(missing.code).toBe(API_CODE.badParams);
    // Nothing refused was kept.
    expect(await sceneOf(conversationId)).toEqual(saved.data.scene);

    // The user's scenes are in their data export.
    const exported = await call<{ scenes: Array<{ conversationId: string; place: string }> }>(
      '/v1/user/export',
      {},
    );
    expect(exported.data.scenes).toContainEqual(
      expect.objectContaining({ conversationId, place: beach.place, source: 'user' }),
    );

    const other = await signInWithEmail(t, 'scene.other@example.com');
    expect((await call('/v1/session/scene', { conversationId }, other)).code).toBe(
      REFUSAL_CODE.notFound,
    );
    expect((await call('/v1/session/scene/save', { conversationId, ...beach }, other)).code).toBe(
      REFUSAL_CODE.notFound,
    );
    expect((await t.call('/v1/session/scene', { conversationId })).envelope.code).toBe(
      API_CODE.loginNeeded,
    );
  });

  it('keeps the newest of parallel edits whole, and drops a model update an edit overtook', async () => {
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const edits = Array.from({ length: 12 }, (_, index) => ({
      ...beach,
      place: `beach number ${index}`,
      mood: `mood ${index}`,
    }));
    const answers = await Promise.all(
      edits.map((edit) =>
        call<{ scene: Scene }>('/v1/session/scene/save', { conversationId, ...edit }),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual(edits.map(() => 0));
    const versions = answers.map((answer) => answer.data.scene.version).sort((a, b) => a - b);
    expect(versions).toEqual(edits.map((_, index) => index + 1));
    const newest = answers.find((answer) => answer.data.scene.version === edits.length)?.data.scene;
    const kept = await sceneOf(conversationId);
    expect(kept).toEqual(newest);
    // Whole: the place and mood of one and the same edit.
    expect(kept.mood).toBe(kept.place.replace('beach number', 'mood'));

    // A reply, then a model update that is slower than the user's next edit.
    await call('/v1/session/chat', { conversationId, content: 'Hello there' });
    await repliesSettled(t);
    await waitFor(async () => (await sceneOf(conversationId)).version > edits.length);
    const [reply] = (
      await call<{ list: Array<{ id: string; role: string }> }>('/v1/session/message/list', {
        conversationId,
      })
    ).data.list
      .filter((message) => message.role === 'character')
      .slice(-1);
    let release = () => {};
    let started = false;
    const slowWriter: SceneWriter = {
      async write(input, signal) {
        started = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return demoSceneWriter.write({ ...input, lastUserMessage: 'I love you' }, signal);
      },
    };
    const update = updateSceneAfterReply(
      t.db,
      slowWriter,
      { conversationId, replyId: Number(reply?.id), language: 'en' },
      new AbortController().signal,
    );
    await waitFor(() => started);
    const edit = await call<{ scene: Scene }>('/v1/session/scene/save', {
      conversationId,
      ...beach,
    });
    release();
    expect(await update).toBe('stale');
    expect(await sceneOf(conversationId)).toEqual(edit.data.scene);
  });

  it('draws the next photo in the edited scene', async () => {
    const member = await signInWithEmail(t, 'scene.photo@example.com');
    await setBalances(t, member.uid, { energy: 100 });
    const conversationId = await openConversation(t, member.token, 'sofia', true);
    await call('/v1/session/scene/save', { conversationId, ...beach }, member);
    const asked = await call(
      '/v1/session/chat',
      { conversationId, content: 'Will you send me a photo of yourself?', askPhoto: true },
      member,
    );
    expect(asked.code).toBe(0);
    await repliesSettled(t);
    drawnPrompts.length = 0;
    expect(await t.generation.runWoken()).toBe(1);
    const [job] = await t.db
      .select({ input: generationJobs.input })
      .from(generationJobs)
      .where(eq(generationJobs.userId, member.uid));
    expect(job?.input.scene).toEqual({
      place: beach.place,
      timeOfDay: beach.timeOfDay,
      outfit: beach.outfit,
      mood: beach.mood,
    });
    expect(drawnPrompts).toHaveLength(1);
    expect(drawnPrompts[0]).toContain(
      'selfie photo, wearing red silk dress, at a quiet beach, sunset light, playful expression',
    );
    expect(drawnPrompts[0]).not.toContain('cropped cardigan');
  });

  it('regenerates with a hint: charged like a regenerate, checked like a message', async () => {
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    await call('/v1/session/chat', { conversationId, content: 'Tell me about your day' });
    await repliesSettled(t);
    const before = await balancesOf(t, user.uid);
    const plain = await call<{ reply: { content: string } }>('/v1/session/message/regenerate', {
      conversationId,
    });
    expect(plain.code).toBe(0);
    await repliesSettled(t);
    const afterPlain = await balancesOf(t, user.uid);
    const hinted = await call<{ reply: { content: string; alternatives: string[] } }>(
      '/v1/session/message/regenerate',
      { conversationId, hint: 'sweeter, tell me you miss me' },
    );
    expect(hinted.code).toBe(0);
    await repliesSettled(t);
    const afterHint = await balancesOf(t, user.uid);
    // The same price as a regenerate without a hint, one ledger row each.
    expect((before.energy ?? 0) - (afterPlain.energy ?? 0)).toBeGreaterThan(0);
    expect((afterPlain.energy ?? 0) - (afterHint.energy ?? 0)).toBe(
      (before.energy ?? 0) - (afterPlain.energy ?? 0),
    );
    expect(afterHint.ledgerRows - afterPlain.ledgerRows).toBe(1);
    expect(hinted.data.reply.alternatives).toHaveLength(2);
    expect(hinted.data.reply.content).not.toBe(plain.data.reply.content);

    // Refused like a message: nothing charged, logged for moderators as the note of a regenerate.
    const refused = await call('/v1/session/message/regenerate', {
      conversationId,
      hint: 'have sex with a kid this time',
    });
    expect(refused.code).toBe(REFUSAL_CODE.unsafeMessage);
    expect(await balancesOf(t, user.uid)).toEqual(afterHint);
    const refusals = await t.db
      .select({ source: moderationRefusals.source })
      .from(moderationRefusals)
      .where(eq(moderationRefusals.userId, user.uid));
    expect(refusals.map((row) => row.source)).toEqual(['chat_regenerate']);

    const tooLong = await call('/v1/session/message/regenerate', {
      conversationId,
      hint: 'x'.repeat(201),
    });
    expect(tooLong.code).toBe(API_CODE.badParams);
    expect(tooLong.msg).toContain('hint');
    expect(await balancesOf(t, user.uid)).toEqual(afterHint);
  });
});

describe('a conversation scene with an OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let user: SignedIn;
  let conversationId: string;
  /** Runs the updates requested after replies at once, in the test's order. */
  const requested: Array<Promise<unknown>> = [];

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_FIRST_TOKEN_TIMEOUT_MS: '400' });
    t.services.chat.sceneUpdates = {
      async request(job) {
        requested.push(
          updateSceneAfterReply(
            t.db,
            t.services.chat.sceneWriter,
            job,
            new AbortController().signal,
          ),
        );
      },
    };
    user = await signInWithEmail(t, 'scene.model@example.com');
    await setBalances(t, user.uid, { energy: 100 });
    conversationId = await openConversation(t, user.token, 'sofia', true);
  });
  afterAll(async () => {
    await Promise.allSettled(requested);
    await t.close();
    await fake.close();
  });

  const send = async (content: string) => {
    const sent = await t.call('/v1/session/chat', { token: user.token, conversationId, content });
    expect(sent.envelope.code).toBe(0);
    await repliesSettled(t);
    const outcome = await requested.at(-1);
    return outcome;
  };
  const sceneNow = async () =>
    (
      (await t.call('/v1/session/scene', { token: user.token, conversationId })).envelope.data as {
        scene: Scene;
      }
    ).scene;
  const sceneRequests = () =>
    fake.completionRequests.filter((request) =>
      request.messages[0]?.content.startsWith('You keep the scene'),
    );

  it('asks the model for the scene after a reply as JSON and keeps it', async () => {
    fake.answerCompletions({
      content: JSON.stringify({
        place: 'the rooftop bar',
        timeOfDay: 'night',
        outfit: 'black dress',
        mood: 'flirty',
        happening: 'They share a drink above the city.',
      }),
    });
    fake.script({ kind: 'stream', words: ['Come ', 'up ', 'to ', 'the ', 'roof.'] });
    expect(await send('Where are we going?')).toBe('kept');
    expect(await sceneNow()).toMatchObject({
      place: 'the rooftop bar',
      mood: 'flirty',
      source: 'model',
      version: 1,
    });
    const asked = sceneRequests().at(-1);
    expect(asked?.messages[1]?.content).toContain('User: Where are we going?');
    expect(asked?.messages[1]?.content).toContain('Sofia: Come up to the roof.');
    expect(asked?.messages[1]?.content).toContain(
      '"outfit":"cropped cardigan and high-waisted jeans"',
    );
  });

  it('keeps the scene as it is on a malformed answer, an error and a timeout', async () => {
    const kept = await sceneNow();
    fake.answerCompletions({ content: '{"place": "half a scene"' });
    expect(await send('Tell me more')).toBe('unchanged');
    fake.answerCompletions({ content: 'I would rather not say.' });
    expect(await send('And then?')).toBe('unchanged');
    fake.answerCompletions({ status: 503 });
    expect(await send('Still there?')).toBe('unchanged');
    fake.answerCompletions({ hang: true });
    expect(await send('Hello?')).toBe('unchanged');
    expect(await sceneNow()).toEqual(kept);
    fake.answerCompletions({ content: '[]' });
  });

  it('does not keep a scene the safety checker refuses', async () => {
    const kept = await sceneNow();
    fake.answerCompletions({
      content: JSON.stringify({ ...beach, happening: 'A schoolgirl walks by.' }),
    });
    expect(await send('What now?')).toBe('unchanged');
    expect(await sceneNow()).toEqual(kept);
    fake.answerCompletions({ content: '[]' });
  });

  it('carries the scene in every prompt, and the hint after the messages', async () => {
    await t.call('/v1/session/scene/save', { token: user.token, conversationId, ...beach });
    await send('Hi again');
    const system = fake.requests.at(-1)?.messages[0]?.content ?? '';
    expect(system).toContain(
      'place: a quiet beach; time of day: sunset; you are wearing: red silk dress',
    );
    const regenerated = await t.call('/v1/session/message/regenerate', {
      token: user.token,
      conversationId,
      hint: 'more playful, less formal',
    });
    expect(regenerated.envelope.code).toBe(0);
    await repliesSettled(t);
    const last = fake.requests.at(-1)?.messages ?? [];
    expect(last[0]?.content).toContain('place: a quiet beach');
    // The model sees the version it replaces, then the note.
    expect(last.at(-1)?.role).toBe('system');
    expect(last.at(-1)?.content).toMatch(
      /^Write your last reply again, differently\. It was: ".+" The user asks: "more playful, less formal"\. Follow it while you stay in character\.$/,
    );
    expect(last.at(-2)).toEqual({ role: 'user', content: 'Hi again' });
  });
});

describe('scene updates on the durable job queue', () => {
  let t: TestApp;
  let user: SignedIn;
  const log = createLogger('silent');

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODEL_DELAY_MS: '0' });
    user = await signInWithEmail(t, 'scene.jobs@example.com');
    await setBalances(t, user.uid, { energy: 50 });
  });
  afterAll(() => t.close());

  it('keeps an update asked for before a restart, and runs it once across two copies', async () => {
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    await t.call('/v1/session/chat', { token: user.token, conversationId, content: 'Hello you' });
    await repliesSettled(t);
    const list = await t.call('/v1/session/message/list', { token: user.token, conversationId });
    const replyId = Number(
      (list.envelope.data as { list: Array<{ id: string; role: string }> }).list
        .filter((message) => message.role === 'character')
        .at(-1)?.id,
    );

    // The app ran before (its queue exists), then a copy without a worker asks for the update
    // and stops before any copy took it.
    const earlier = createJobQueue(t.database, log, { pollSeconds: 0.5 });
    await earlier.start();
    await createSceneUpdates({ db: t.db, jobs: earlier, writer: demoSceneWriter, log }).start();
    await earlier.stop(1000);
    const before = createJobQueue(t.database, log, { pollSeconds: 0.5 });
    await before.start();
    const asking = createSceneUpdates({ db: t.db, jobs: before, writer: demoSceneWriter, log });
    await asking.request({ conversationId, replyId, language: 'en' });
    await before.stop(1000);

    // Two copies start on the same database; the update runs on one of them, once.
    let writes = 0;
    const counting: SceneWriter = {
      async write(input, signal) {
        writes++;
        return demoSceneWriter.write(input, signal);
      },
    };
    const copies = [
      createJobQueue(t.database, log, { pollSeconds: 0.5 }),
      createJobQueue(t.database, log, { pollSeconds: 0.5 }),
    ];
    try {
      for (const copy of copies) {
        await copy.start();
        await createSceneUpdates({ db: t.db, jobs: copy, writer: counting, log }).start();
      }
      const version = async () =>
        (
          (await t.call('/v1/session/scene', { token: user.token, conversationId })).envelope
            .data as { scene: Scene }
        ).scene.version;
      const completed = async () => {
        const { rows } = await t.database.runSql(
          "select count(*)::int as count from pgboss.job where name = 'scene-update' and state = 'completed'",
        );
        return (rows[0] as { count: number }).count;
      };
      await waitFor(async () => (await completed()) === 1);
      expect(await version()).toBe(1);
      expect(writes).toBe(1);
    } finally {
      await Promise.all(copies.map((copy) => copy.stop(1000)));
    }
  });
});
