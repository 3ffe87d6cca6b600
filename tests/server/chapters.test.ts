import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAPTER_MESSAGES } from '../../src/contract/api/chapter-endpoints';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { openDatabase } from '../../src/server/db/database';
import { chapters } from '../../src/server/db/schema/chapters';
import { messages } from '../../src/server/db/schema/conversations';
import { CHAPTER_PHRASES } from '../../src/server/features/chat/chapters/chapter-phrases';
import {
  closeDueChapters,
  findStrandedChapters,
} from '../../src/server/features/chat/chapters/chapter-queries';
import {
  type ChapterWorker,
  createChapterWorker,
} from '../../src/server/features/chat/chapters/chapter-worker';
import type { ChapterWriter } from '../../src/server/features/chat/chapters/chapter-writer';
import { demoChapterWriter } from '../../src/server/features/chat/chapters/chapter-writer';
import { createChapterWriter } from '../../src/server/features/chat/chapters/create-chapter-writer';
import { CHAPTER_INSTRUCTIONS_START } from '../../src/server/features/chat/chapters/openai-chapter-writer';
import { buildChatPrompt, type PromptInput } from '../../src/server/features/chat/prompt';
import { createJobQueue, type JobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/lib/logger';
import { openConversation, repliesSettled, setBalances } from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

interface ChapterPage {
  list: Array<{
    id: string;
    number: number;
    state: 'writing' | 'done';
    source: 'model' | 'fragments' | 'user' | null;
    title: string;
    summary: string;
  }>;
  messagesSince: number;
  chapterMessages: number;
}

const log = createLogger('silent');

const waitFor = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 25));
};

/** Stores `count` finished messages in a conversation, the user's and hers in turn. */
async function seedMessages(t: TestApp, conversationId: string, count: number, label = 'seed') {
  await t.db.insert(messages).values(
    Array.from({ length: count }, (_, index) => ({
      conversationId,
      role: index % 2 === 0 ? ('user' as const) : ('character' as const),
      content: `${label} message ${index + 1} about the lighthouse`,
    })),
  );
}

const listChapters = async (t: TestApp, token: string, conversationId: string) => {
  const { envelope } = await t.call('/v1/session/chapter/list', { token, conversationId });
  expect(envelope.code).toBe(0);
  return envelope.data as ChapterPage;
};

/** Waits until every chapter of the conversation is written. */
async function chaptersWritten(t: TestApp, token: string, conversationId: string, count = 1) {
  let page = await listChapters(t, token, conversationId);
  while (page.list.length < count || page.list.some((chapter) => chapter.state !== 'done')) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    page = await listChapters(t, token, conversationId);
  }
  return page;
}

/** A job queue and a chapter worker on the test app's database, as main.ts makes them. */
async function startWorker(
  t: TestApp,
  options: { writer?: ChapterWriter; database?: Parameters<typeof createJobQueue>[0] } = {},
) {
  const database = options.database ?? t.database;
  const jobs = createJobQueue(database, log, { pollSeconds: 0.5 });
  await jobs.start();
  const worker = createChapterWorker({
    db: database.db,
    jobs,
    writer: options.writer ?? createChapterWriter(t.env),
    log,
    writerTimeoutMs: t.env.LLM_CHAPTER_TIMEOUT_MS,
    retryDelaySeconds: 0,
    pollSeconds: 0.5,
  });
  await worker.start();
  return { jobs, worker };
}

async function stopWorker(running: { jobs: JobQueue; worker: ChapterWorker }) {
  await running.worker.stop();
  await running.jobs.stop(2000);
}

const send = async (t: TestApp, token: string, conversationId: string, content: string) => {
  const { envelope } = await t.call('/v1/session/chat', { token, conversationId, content });
  expect(envelope.code).toBe(0);
  await repliesSettled(t);
};

describe('chapters in the prompt', () => {
  const input = (overrides: Partial<PromptInput>): PromptInput => ({
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
    userNick: 'Alex',
    userPersona: null,
    explicitAllowed: false,
    language: 'en',
    history: Array.from({ length: 52 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('character' as const),
      content: `line ${index + 1}`,
    })),
    window: 12,
    seed: 'chapters',
    sendsPhoto: false,
    memories: [],
    ...overrides,
  });

  it('carries her chapters, and cut fragments only of the messages after them', () => {
    const prompt = buildChatPrompt(
      input({
        chapters: {
          list: [
            { number: 1, title: 'The storm', summary: 'We met in the rain.' },
            { number: 2, title: '', summary: 'Alex: line 1 | Sofia: line 2' },
          ],
          // Fifteen messages came after chapter 2: twelve in the window, three cut.
          messagesSince: 15,
        },
      }),
    );
    const system = prompt.messages[0]?.content ?? '';
    expect(system).toContain(
      'Earlier in this conversation, as you remember it: Chapter 1 "The storm": We met in the rain.\nChapter 2: Alex: line 1 | Sofia: line 2',
    );
    expect(system).toContain('Since then: Sofia: line 38 | Alex: line 39 | Sofia: line 40');
    expect(system).not.toContain('line 37');
    // The recent window is as before.
    expect(prompt.messages.slice(1).map((message) => message.content)).toEqual(
      Array.from({ length: 12 }, (_, index) => `line ${index + 41}`),
    );
  });

  it('drops the cut fragments when the chapters reach the window, and keeps them without chapters', () => {
    const covered = buildChatPrompt(
      input({ chapters: { list: [{ number: 4, title: 'T', summary: 'S.' }], messagesSince: 5 } }),
    );
    expect(covered.messages[0]?.content).not.toContain('Since then');
    expect(covered.messages[0]?.content).not.toContain('line 40');
    const plain = buildChatPrompt(input({ chapters: null }));
    expect(plain.messages[0]?.content).toContain('Earlier in this conversation: Alex: line 1 |');
  });
});

describe('chapters written by the demo model', () => {
  let t: TestApp;
  let user: SignedIn;
  let running: Awaited<ReturnType<typeof startWorker>>;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODEL_DELAY_MS: '0' });
    user = await signInWithEmail(t, 'chapters.demo@example.com');
    await setBalances(t, user.uid, { energy: 1000 });
    running = await startWorker(t);
    t.services.chat.chapters = running.worker;
  });
  afterAll(async () => {
    await stopWorker(running);
    await t.close();
  });

  it('closes a chapter every 30 messages and writes it from what she remembers, in the user’s language', async () => {
    const conversationId = await openConversation(t, user.token, 'sofia');
    await send(t, user.token, conversationId, 'My name is Alex. I work as a nurse in Lisbon.');
    const before = await listChapters(t, user.token, conversationId);
    expect(before.list).toEqual([]);
    expect(before.chapterMessages).toBe(CHAPTER_MESSAGES);
    await seedMessages(t, conversationId, CHAPTER_MESSAGES);
    await send(t, user.token, conversationId, 'Still there?');
    const page = await chaptersWritten(t, user.token, conversationId);
    expect(page.list).toHaveLength(1);
    const [chapter] = page.list;
    expect(chapter).toMatchObject({ number: 1, state: 'done', source: 'model' });
    expect(CHAPTER_PHRASES.en.titles).toContain(chapter?.title);
    expect(chapter?.summary).toContain('“My name is Alex.”');
    expect(chapter?.summary).toContain('“I work as a nurse in Lisbon.”');
    // The messages after the chapter count toward the next.
    expect(page.messagesSince).toBeGreaterThan(0);
    expect(page.messagesSince).toBeLessThan(CHAPTER_MESSAGES);

    // Written in the language the user chats in (the call's, else their own).
    const [row] = await t.db
      .select()
      .from(chapters)
      .where(eq(chapters.id, Number(chapter?.id)));
    expect(row?.language).toBe('en');
  });

  it('writes in the language the user chats in', async () => {
    const conversationId = await openConversation(t, user.token, 'mei');
    await seedMessages(t, conversationId, CHAPTER_MESSAGES);
    const { envelope } = await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'Hallo',
      lang: 'de',
    });
    expect(envelope.code).toBe(0);
    await repliesSettled(t);
    const [chapter] = (await chaptersWritten(t, user.token, conversationId)).list;
    expect(CHAPTER_PHRASES.de.titles).toContain(chapter?.title);
    expect(chapter?.summary).toMatch(/Wir haben geredet und gelacht|kennengelernt|verbracht/);
  });

  it('lets the user edit, delete and rewrite a chapter, checked like a prompt', async () => {
    const conversationId = await openConversation(t, user.token, 'amara');
    await seedMessages(t, conversationId, CHAPTER_MESSAGES * 2);
    await send(t, user.token, conversationId, 'I love the sea.');
    const written = await chaptersWritten(t, user.token, conversationId);
    const [chapter] = written.list;
    const base = { token: user.token, conversationId, chapterId: chapter?.id };

    const edited = await t.call('/v1/session/chapter/edit', {
      ...base,
      title: 'Our first night',
      summary: 'We watched the lighthouse together.',
    });
    expect(edited.envelope.code).toBe(0);
    expect((edited.envelope.data as ChapterPage).list[0]).toMatchObject({
      title: 'Our first night',
      summary: 'We watched the lighthouse together.',
      source: 'user',
    });

    const minor = await t.call('/v1/session/chapter/edit', {
      ...base,
      title: 'School days',
      summary: 'She was a 15 year old schoolgirl.',
    });
    expect(minor.envelope.code).toBe(REFUSAL_CODE.unsafeChapter);
    const famous = await t.call('/v1/session/chapter/edit', {
      ...base,
      title: 'A guest',
      summary: 'Emma Watson came over for dinner.',
    });
    expect(famous.envelope.code).toBe(REFUSAL_CODE.realPersonChapter);
    const [kept] = await t.db
      .select()
      .from(chapters)
      .where(eq(chapters.id, Number(chapter?.id)));
    expect(kept?.summary).toBe('We watched the lighthouse together.');

    for (const body of [
      { ...base, title: '', summary: 'ok' },
      { ...base, title: 'ok', summary: 'x'.repeat(1201) },
      { ...base, title: 'x'.repeat(81), summary: 'ok' },
      { ...base, chapterId: 'abc', title: 'ok', summary: 'ok' },
      { token: user.token, chapterId: chapter?.id, title: 'ok', summary: 'ok' },
    ]) {
      const { envelope } = await t.call('/v1/session/chapter/edit', body);
      expect(envelope.code).toBe(API_CODE.badParams);
      expect(envelope.msg).not.toBe('');
    }

    // Written again: the writer's text replaces the user's edit.
    const rewrite = await t.call('/v1/session/chapter/rewrite', base);
    expect(rewrite.envelope.code).toBe(0);
    const rewritten = (await chaptersWritten(t, user.token, conversationId)).list[0];
    expect(rewritten).toMatchObject({ id: chapter?.id, source: 'model', state: 'done' });
    expect(CHAPTER_PHRASES.en.titles).toContain(rewritten?.title);

    const deleted = await t.call('/v1/session/chapter/delete', base);
    expect((deleted.envelope.data as ChapterPage).list).toEqual([]);
    // Its messages are not closed into a chapter again.
    await send(t, user.token, conversationId, 'Hello again');
    expect((await listChapters(t, user.token, conversationId)).list).toEqual([]);
    expect((await t.call('/v1/session/chapter/rewrite', base)).envelope.code).toBe(
      REFUSAL_CODE.notFound,
    );
  });

  it('refuses a rewrite or an edit while the chapter is being written', async () => {
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    await seedMessages(t, conversationId, CHAPTER_MESSAGES);
    // Closed without a worker to write it yet.
    const [id] = await closeDueChapters(t.db, { conversationId, language: 'en' });
    const base = { token: user.token, conversationId, chapterId: String(id) };
    expect((await listChapters(t, user.token, conversationId)).list[0]?.state).toBe('writing');
    expect((await t.call('/v1/session/chapter/rewrite', base)).envelope.code).toBe(
      REFUSAL_CODE.chapterBeingWritten,
    );
    expect(
      (await t.call('/v1/session/chapter/edit', { ...base, title: 'T', summary: 'S' })).envelope
        .code,
    ).toBe(REFUSAL_CODE.chapterBeingWritten);
    await running.worker.wake(id as number);
    await chaptersWritten(t, user.token, conversationId);
  });

  it('hands the chapters out with the rest of the user’s data', async () => {
    const exported = await t.call('/v1/user/export', { token: user.token });
    const told = (exported.envelope.data as { chapters: Array<{ summary: string }> }).chapters;
    expect(told.some((chapter) => chapter.summary.includes('“My name is Alex.”'))).toBe(true);
  });

  it('forgets the chapters with the rest of her memory when it is reset', async () => {
    const conversationId = await openConversation(t, user.token, 'mei', true);
    await seedMessages(t, conversationId, CHAPTER_MESSAGES);
    await send(t, user.token, conversationId, 'Hello');
    await chaptersWritten(t, user.token, conversationId);
    const reset = await t.call('/v1/session/memory/reset', { token: user.token, conversationId });
    expect(reset.envelope.code).toBe(0);
    expect((await listChapters(t, user.token, conversationId)).list).toEqual([]);
    // Not closed again from the same messages.
    await send(t, user.token, conversationId, 'Hello again');
    expect((await listChapters(t, user.token, conversationId)).list).toEqual([]);
  });

  it('keeps chapters private', async () => {
    const conversationId = await openConversation(t, user.token, 'sofia');
    const [mine] = (await listChapters(t, user.token, conversationId)).list;
    const other = await signInWithEmail(t, 'chapters.curious@example.com');
    expect(
      (await t.call('/v1/session/chapter/list', { token: other.token, conversationId })).envelope
        .code,
    ).toBe(REFUSAL_CODE.notFound);
    const theirs = await openConversation(t, other.token, 'sofia');
    for (const path of [
      '/v1/session/chapter/edit',
      '/v1/session/chapter/delete',
      '/v1/session/chapter/rewrite',
    ]) {
      const { envelope } = await t.call(path, {
        token: other.token,
        conversationId: theirs,
        chapterId: mine?.id,
        title: 'Mine now',
        summary: 'Taken.',
      });
      expect(envelope.code, path).toBe(REFUSAL_CODE.notFound);
    }
    const [stored] = await t.db
      .select()
      .from(chapters)
      .where(eq(chapters.id, Number(mine?.id)));
    expect(stored?.status).toBe('done');
  });

  it('summarises only the newest messages of a long chat from before chapters', async () => {
    const conversationId = await openConversation(t, user.token, 'mei', true);
    await seedMessages(t, conversationId, CHAPTER_MESSAGES * 5, 'old');
    const closed = await closeDueChapters(t.db, { conversationId, language: 'en' });
    expect(closed).toHaveLength(1);
    const rows = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    const [chapter] = await t.db
      .select()
      .from(chapters)
      .where(eq(chapters.id, closed[0] as number));
    expect(chapter?.throughMessageId).toBe(ids.at(-1));
    expect(chapter?.fromMessageId).toBe(ids.at(-CHAPTER_MESSAGES));
    await running.worker.wake(closed[0] as number);
    await chaptersWritten(t, user.token, conversationId);
  });
});

describe('chapters written by a real model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let user: SignedIn;
  let running: Awaited<ReturnType<typeof startWorker>>;
  /** What the fake answers the chapter writer; facts get `[]`. */
  let chapterAnswer: Parameters<FakeOpenAi['answerCompletions']>[0] = { content: '' };
  const isChapterRequest = (body: { messages: Array<{ content: string }> }) =>
    body.messages[0]?.content.startsWith(CHAPTER_INSTRUCTIONS_START) ?? false;
  const chapterRequests = () => fake.completionRequests.filter(isChapterRequest).length;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.answerCompletions((body) => {
      if (!isChapterRequest(body)) return { content: '[]' };
      return typeof chapterAnswer === 'function' ? chapterAnswer(body) : chapterAnswer;
    });
    t = await createTestApp({
      LLM_BASE_URL: fake.baseUrl,
      LLM_FIRST_TOKEN_TIMEOUT_MS: '2000',
      LLM_CHAPTER_TIMEOUT_MS: '300',
    });
    user = await signInWithEmail(t, 'chapters.model@example.com');
    await setBalances(t, user.uid, { energy: 1000 });
    running = await startWorker(t);
    t.services.chat.chapters = running.worker;
  });
  afterAll(async () => {
    await stopWorker(running);
    await t.close();
    await fake.close();
  });

  it('asks the model in the user’s language, and the next prompt carries the chapter instead of cut messages', async () => {
    chapterAnswer = {
      content:
        '```json\n{"title": "The lighthouse", "summary": "Alex and I talked about the lighthouse all night."}\n```',
    };
    const conversationId = await openConversation(t, user.token, 'sofia');
    await seedMessages(t, conversationId, CHAPTER_MESSAGES + 20);
    const requestsBefore = chapterRequests();
    await send(t, user.token, conversationId, 'Good evening');
    const [chapter] = (await chaptersWritten(t, user.token, conversationId)).list;
    expect(chapter).toMatchObject({
      title: 'The lighthouse',
      summary: 'Alex and I talked about the lighthouse all night.',
      source: 'model',
    });
    expect(chapterRequests()).toBe(requestsBefore + 1);
    const asked = fake.completionRequests.filter(isChapterRequest).at(-1);
    expect(asked?.messages[0]?.content).toContain('Write in English only');
    expect(asked?.messages[1]?.content).toContain('seed message 1 about the lighthouse');

    await send(t, user.token, conversationId, 'Do you remember?');
    const system = fake.requests.at(-1)?.messages[0]?.content ?? '';
    expect(system).toContain(
      'Chapter 1 "The lighthouse": Alex and I talked about the lighthouse all night.',
    );
    // Messages the chapter covers are no longer cut into the prompt; later ones still are.
    expect(system).not.toContain('seed message 1 about');
    expect(system).toContain('Since then:');
  });

  it('tries a malformed answer again and keeps the next good one', async () => {
    let asked = 0;
    chapterAnswer = () => {
      asked++;
      return asked === 1
        ? { content: 'Sure! Here is the chapter: it was lovely.' }
        : { content: '{"title": "Second try", "summary": "This time I wrote it properly."}' };
    };
    const conversationId = await openConversation(t, user.token, 'mei');
    await seedMessages(t, conversationId, CHAPTER_MESSAGES);
    await send(t, user.token, conversationId, 'Hi');
    const [chapter] = (await chaptersWritten(t, user.token, conversationId)).list;
    expect(chapter).toMatchObject({ title: 'Second try', source: 'model' });
    expect(asked).toBe(2);
  });

  it('falls back to the cut messages when the summary keeps timing out, and no reply waits for it', async () => {
    let asked = 0;
    chapterAnswer = () => {
      asked++;
      return { hang: true };
    };
    const conversationId = await openConversation(t, user.token, 'amara');
    await seedMessages(t, conversationId, CHAPTER_MESSAGES);
    fake.script({ kind: 'stream', words: ['I am ', 'here.'] });
    const { envelope } = await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'Are you there?',
    });
    // The reply came while the chapter's summary hung.
    expect(envelope.code).toBe(0);
    expect((envelope.data as { reply: { content: string } }).reply.content).toBe('I am here.');
    const [chapter] = (await chaptersWritten(t, user.token, conversationId)).list;
    expect(asked).toBe(3);
    expect(chapter).toMatchObject({ title: '', source: 'fragments' });
    expect(chapter?.summary).toContain('seed message 1 about the lighthouse');
    const [row] = await t.db
      .select()
      .from(chapters)
      .where(eq(chapters.id, Number(chapter?.id)));
    expect(row?.failureReason).toBeNull();
    expect(row?.attempts).toBe(3);
  });

  it('falls back when the model answers an error', async () => {
    chapterAnswer = { status: 500 };
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    await seedMessages(t, conversationId, CHAPTER_MESSAGES);
    await send(t, user.token, conversationId, 'Hey');
    const [chapter] = (await chaptersWritten(t, user.token, conversationId)).list;
    expect(chapter?.source).toBe('fragments');
  });
});

describe('the chapter job across copies and restarts', () => {
  let t: TestApp;
  let user: SignedIn;
  let secondCopy: Awaited<ReturnType<typeof openDatabase>> | null = null;
  const started: Array<Awaited<ReturnType<typeof startWorker>>> = [];

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODEL_DELAY_MS: '0' });
    user = await signInWithEmail(t, 'chapters.copies@example.com');
    // A second server copy has its own pool on the same PostgreSQL; PGlite belongs to one
    // process, so there the second queue shares the one database.
    if (t.database.url) {
      secondCopy = await openDatabase({ databaseUrl: t.database.url, dataDir: ':memory:' });
    }
  });
  afterEach(async () => {
    for (const copy of started.splice(0)) await stopWorker(copy);
  });
  afterAll(async () => {
    await secondCopy?.close();
    await t.close();
  });

  /** A writer that counts its calls and waits for `open` before answering. */
  function countingWriter() {
    let calls = 0;
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const writer: ChapterWriter = {
      async write(input, signal) {
        calls++;
        await Promise.race([
          gate,
          new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
        ]);
        return demoChapterWriter.write(input, signal);
      },
    };
    return { writer, open, calls: () => calls };
  }

  async function closedChapter(character: string) {
    const conversationId = await openConversation(t, user.token, character, true);
    await seedMessages(t, conversationId, CHAPTER_MESSAGES);
    const [id] = await closeDueChapters(t.db, { conversationId, language: 'en' });
    return { conversationId, id: id as number };
  }

  const statusOf = async (id: number) =>
    (await t.db.select().from(chapters).where(eq(chapters.id, id)))[0];

  it('writes a chapter once when two copies are woken for it', async () => {
    const { id } = await closedChapter('sofia');
    const counting = countingWriter();
    started.push(await startWorker(t, { writer: counting.writer }));
    started.push(
      await startWorker(t, { writer: counting.writer, database: secondCopy ?? t.database }),
    );
    // Both copies woke it at their start; both are asked again and again.
    for (let i = 0; i < 10; i++) await started[i % 2]?.worker.wake(id);
    await waitFor(async () => (await statusOf(id))?.status === 'writing');
    counting.open();
    await waitFor(async () => (await statusOf(id))?.status === 'done');
    // Every wake-up has been taken and found nothing left to write.
    await waitFor(async () => {
      const { rows } = await t.database.runSql(
        `select count(*)::int as count from pgboss.job where name = 'write-chapter' and state in ('created', 'retry', 'active')`,
      );
      return (rows[0] as { count: number }).count === 0;
    });
    expect(counting.calls()).toBe(1);
    expect((await statusOf(id))?.attempts).toBe(1);
  });

  it('carries a chapter over a restart: one broken off by a stop, and one left by a copy that died', async () => {
    const first = await closedChapter('mei');
    const counting = countingWriter();
    const stopped = await startWorker(t, { writer: counting.writer });
    await waitFor(async () => (await statusOf(first.id))?.status === 'writing');
    await stopWorker(stopped);
    // Put back uncounted, for the next start.
    expect(await statusOf(first.id)).toMatchObject({ status: 'pending', attempts: 0 });

    // A copy that died mid-write leaves its claim until the lease passes.
    const second = await closedChapter('amara');
    await t.db
      .update(chapters)
      .set({ status: 'writing', attempts: 1, leaseUntil: new Date(Date.now() - 1000) })
      .where(and(eq(chapters.id, second.id)));
    expect(await findStrandedChapters(t.db)).toEqual(expect.arrayContaining([first.id, second.id]));

    started.push(await startWorker(t));
    await waitFor(async () => (await statusOf(first.id))?.status === 'done');
    await waitFor(async () => (await statusOf(second.id))?.status === 'done');
    expect(await statusOf(first.id)).toMatchObject({ source: 'model', attempts: 1 });
    expect(await statusOf(second.id)).toMatchObject({ source: 'model', attempts: 2 });
  });

  it('keeps cut messages for a chapter whose tries all died with their copies', async () => {
    const { id } = await closedChapter('sofia');
    await t.db
      .update(chapters)
      .set({ status: 'writing', attempts: 3, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(chapters.id, id));
    started.push(await startWorker(t));
    await waitFor(async () => (await statusOf(id))?.status === 'done');
    const row = await statusOf(id);
    expect(row).toMatchObject({ source: 'fragments', title: '' });
    expect(row?.summary).toContain('seed message 1 about the lighthouse');
  });
});
