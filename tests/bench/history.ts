// Server time to answer the first page of a 10,000-message conversation, on PGlite and (when
// TEST_DATABASE_URL or DATABASE_URL is set, or PostgreSQL answers at 127.0.0.1:5432/test) on
// PostgreSQL. Target: at most 300 ms. Run with `npm run bench`.
import { messages } from '../../src/server/db/schema/conversations';
import { openBenchDatabase, percentile, runOnBothDatabases, startBenchApp } from './lib/bench-app';

const MESSAGES = 10_000;
const SAMPLES = 20;
const TARGET_MS = 300;
const INSERT_BATCH = 1000;

async function run(label: string, postgresUrl?: string) {
  const database = await openBenchDatabase(postgresUrl);
  const app = await startBenchApp(database.handle, {});
  try {
    const user = await app.signInUser('history@example.com');
    const opened = await app.post('/v1/session/from/character', {
      token: user.token,
      characterId: 'mei',
    });
    const { conversationId } = ((await opened.json()) as { data: { conversationId: string } }).data;
    for (let start = 0; start < MESSAGES; start += INSERT_BATCH) {
      await database.handle.db.insert(messages).values(
        Array.from({ length: INSERT_BATCH }, (_, offset) => ({
          conversationId,
          role: (start + offset) % 2 === 0 ? ('user' as const) : ('character' as const),
          content: `Message number ${start + offset}, long enough to look like a real line of chat.`,
        })),
      );
    }
    const samples: number[] = [];
    for (let index = 0; index < SAMPLES; index++) {
      const started = performance.now();
      const answer = await app.post('/v1/session/message/list', {
        token: user.token,
        conversationId,
      });
      const body = (await answer.json()) as { data: { list: unknown[] } };
      samples.push(performance.now() - started);
      if (body.data.list.length === 0) throw new Error('empty first page');
    }
    samples.sort((a, b) => a - b);
    const p50 = percentile(samples, 0.5);
    const worst = samples.at(-1) ?? Number.NaN;
    console.log(
      `${label.padEnd(11)} first page of ${MESSAGES} messages: p50 ${p50.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)${worst > TARGET_MS ? '  OVER TARGET' : ''}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await runOnBothDatabases(run);
