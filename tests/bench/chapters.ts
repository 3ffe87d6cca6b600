// Long chats with chapters: for conversations of 1,000, 10,000 and 100,000 messages (a written
// chapter every 30), the size of the prompt a real model receives for the next message, and the
// server time to answer the first page of messages. The prompt must stay the same size at any
// length (her 3 latest chapters, the cut messages after them, the recent window); the first page
// must stay at most 300 ms. On PGlite and (when it answers) PostgreSQL. Run with
// `node --import tsx tests/bench/chapters.ts`, or `npm run bench` for every benchmark.

import { eq } from 'drizzle-orm';
import { CHAPTER_MESSAGES } from '../../src/contract/api/chapter-endpoints';
import { chapters } from '../../src/server/db/schema/chapters';
import { messages } from '../../src/server/db/schema/conversations';
import { users } from '../../src/server/db/schema/users';
import { startFakeOpenAi } from '../server/helpers/fake-openai';
import { openBenchDatabase, percentile, runOnBothDatabases, startBenchApp } from './lib/bench-app';

const SIZES = [1_000, 10_000, 100_000];
const SAMPLES = 20;
const TARGET_MS = 300;
const INSERT_BATCH = 2000;
/** A summary as long as the chapter writer asks the model for (about 120 words). */
const SUMMARY =
  'I spent this part of our story getting to know Alex better. We talked late into the night about the lighthouse on the cliff, the storm that kept the ferry in the harbour, and the little café where we first met. Alex told me about work at the hospital, the long shifts and the patients who make it worth it, and I told Alex about my paintings and the exhibition I am afraid to apply for. We laughed about the cat that keeps stealing my scarf. Before saying goodnight, Alex promised to take me sailing when the weather turns, and I promised to show the paintings. I want to remember all of it.';

/**
 * Tokens as an OpenAI-style tokenizer counts them, estimated: a word of up to four characters is
 * one token, a longer one a token per four characters; each mark and each message's framing one.
 */
function estimateTokens(prompt: Array<{ role: string; content: string }>): number {
  let tokens = 0;
  for (const message of prompt) {
    tokens += 4;
    for (const piece of message.content.match(/[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu) ?? []) {
      tokens += Math.max(1, Math.ceil(piece.length / 4));
    }
  }
  return tokens;
}

async function run(label: string, postgresUrl?: string) {
  const fake = await startFakeOpenAi();
  try {
    for (const size of SIZES) {
      const database = await openBenchDatabase(postgresUrl);
      const app = await startBenchApp(database.handle, { LLM_BASE_URL: fake.baseUrl });
      try {
        const user = await app.signInUser(`chapters${size}@example.com`);
        await database.handle.db.update(users).set({ energy: 100 }).where(eq(users.id, user.uid));
        const opened = await app.post('/v1/session/from/character', {
          token: user.token,
          characterId: 'mei',
        });
        const { conversationId } = ((await opened.json()) as { data: { conversationId: string } })
          .data;
        const ids: number[] = [];
        for (let start = 0; start < size; start += INSERT_BATCH) {
          const rows = await database.handle.db
            .insert(messages)
            .values(
              Array.from({ length: Math.min(INSERT_BATCH, size - start) }, (_, offset) => ({
                conversationId,
                role: (start + offset) % 2 === 0 ? ('user' as const) : ('character' as const),
                content: `Message number ${start + offset}, long enough to look like a real line of chat between the two of them.`,
              })),
            )
            .returning({ id: messages.id });
          ids.push(...rows.map((row) => row.id));
        }
        // Every chapter written, as a chat that grew with chapters has them.
        const written = Array.from({ length: Math.floor(size / CHAPTER_MESSAGES) }, (_, index) => ({
          conversationId,
          number: index + 1,
          fromMessageId: ids[index * CHAPTER_MESSAGES] as number,
          throughMessageId: ids[(index + 1) * CHAPTER_MESSAGES - 1] as number,
          language: 'en',
          status: 'done' as const,
          source: 'model' as const,
          title: `Chapter ${index + 1} by the sea`,
          summary: SUMMARY,
        }));
        for (let start = 0; start < written.length; start += INSERT_BATCH) {
          await database.handle.db
            .insert(chapters)
            .values(written.slice(start, start + INSERT_BATCH));
        }

        // The prompt of the next message, as the real model receives it.
        const sent = await app.post('/v1/session/chat', {
          token: user.token,
          conversationId,
          content: 'Do you remember what we talked about?',
        });
        const answer = (await sent.json()) as { code: number; msg: string };
        if (answer.code !== 0) throw new Error(`the message was refused: ${answer.msg}`);
        const prompt = fake.requests.at(-1)?.messages ?? [];
        const system = prompt[0]?.content ?? '';
        if (size >= 3 * CHAPTER_MESSAGES && !system.includes('as you remember it')) {
          throw new Error('the prompt carries no chapters');
        }

        // The first call after the server started (cold caches and statements) is shown apart.
        const samples: number[] = [];
        let cold = Number.NaN;
        for (let index = 0; index <= SAMPLES; index++) {
          const started = performance.now();
          const page = await app.post('/v1/session/message/list', {
            token: user.token,
            conversationId,
          });
          const body = (await page.json()) as { data: { list: unknown[] } };
          if (index === 0) cold = performance.now() - started;
          else samples.push(performance.now() - started);
          if (body.data.list.length === 0) throw new Error('empty first page');
        }
        samples.sort((a, b) => a - b);
        const worst = samples.at(-1) ?? Number.NaN;
        console.log(
          `${label.padEnd(11)} ${String(size).padStart(6)} messages, ${written.length} chapters: prompt ≈ ${estimateTokens(prompt)} tokens (${prompt.length} messages, ${system.length} characters of system text); first page cold ${cold.toFixed(1)} ms, then p50 ${percentile(samples, 0.5).toFixed(1)} ms, worst ${worst.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)${Math.max(worst, cold) > TARGET_MS ? '  OVER TARGET' : ''}`,
        );
      } finally {
        await app.close();
        await database.close();
      }
    }
  } finally {
    await fake.close();
  }
}

await runOnBothDatabases(run);
