// Time to the first streamed byte and the first chunk of a reply: 50 concurrent sends with the
// demo model at zero delay, against a bare Hono SSE endpoint on the same machine in the same run,
// and the same for one send at a time. PGlite by default; BENCH_DATABASE_URL=postgres://…
// measures on PostgreSQL. The requests come from a worker thread, so reading the streams does not
// share the server's event loop.
// Targets: p50 ratio at most 2x the bare endpoint, p99 at most 50 ms. Run with `npm run bench`.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { users } from '../../src/server/db/schema/users';
import { openBenchDatabase, percentile, startBenchApp } from './lib/bench-app';
import { type StreamTiming, startStreamTimer, type TimedRequest } from './lib/stream-timer';

const STREAMS = 50;
const ROUNDS = 4;
/** Sends one at a time, for the floor without queueing. */
const SINGLE_SENDS = 40;
const TARGET_RATIO = 2;
const TARGET_P99_MS = 50;

const timer = startStreamTimer();

interface Figures {
  p50: number;
  p99: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** Runs `rounds` rounds of `concurrent` requests at once; prints first byte and first chunk. */
async function measure(
  label: string,
  { concurrent, rounds }: { concurrent: number; rounds: number },
  request: (index: number, round: number) => TimedRequest,
): Promise<Figures> {
  const timings: StreamTiming[] = [];
  for (let round = 0; round < rounds; round++) {
    const requests = Array.from({ length: concurrent }, (_, index) => request(index, round));
    timings.push(...(await timer.time(requests)));
  }
  const firstByte = figures(timings.map((timing) => timing.firstByteMs));
  const firstChunk = figures(timings.map((timing) => timing.firstChunkMs));
  console.log(
    `${label.padEnd(26)} first byte p50 ${ms(firstByte.p50)} p99 ${ms(firstByte.p99)}` +
      `   first chunk p50 ${ms(firstChunk.p50)} p99 ${ms(firstChunk.p99)}`,
  );
  return firstChunk;
}

// The bare endpoint: one chunk, the way the chat endpoint frames it.
const bare = new Hono();
bare.post('/sse', (c) =>
  streamSSE(c, async (stream) => {
    await stream.writeSSE({ event: 'chunk', data: JSON.stringify({ text: 'Hi ' }) });
  }),
);
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => bareServer.once('listening', resolve));
const bareRequest: TimedRequest = {
  url: `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/sse`,
  init: { method: 'POST' },
};

const postgresUrl = process.env.BENCH_DATABASE_URL;
const database = await openBenchDatabase(postgresUrl);
const app = await startBenchApp(database.handle, {
  DEMO_MODEL_DELAY_MS: '0',
  CHAT_MAX_CONCURRENT: String(STREAMS),
});
try {
  // Fifty people chatting at once, each in a conversation of their own.
  const people: Array<{ token: string; conversationId: string }> = [];
  for (let index = 0; index < STREAMS; index++) {
    const user = await app.signInUser(`bench${index}@example.com`);
    await database.handle.db.update(users).set({ energy: 100_000 }).where(eq(users.id, user.uid));
    const answer = await app.post('/v1/session/from/character', {
      token: user.token,
      characterId: 'sofia',
    });
    const { data } = (await answer.json()) as { data: { conversationId: string } };
    people.push({ token: user.token, conversationId: data.conversationId });
  }
  let sent = 0;
  const chatRequest = (index: number) =>
    app.request(
      '/v1/session/chat',
      { ...people[index], content: `hello ${index} ${sent++}` },
      'text/event-stream',
    );
  // Warm both paths up before measuring.
  await timer.time([bareRequest, chatRequest(0)]);

  console.log(
    `${SINGLE_SENDS} single sends, then ${STREAMS} concurrent streams × ${ROUNDS} rounds, ` +
      (postgresUrl ? 'PostgreSQL' : 'PGlite'),
  );
  const single = { concurrent: 1, rounds: SINGLE_SENDS };
  const together = { concurrent: STREAMS, rounds: ROUNDS };
  await measure('bare Hono SSE, 1 at a time', single, () => bareRequest);
  await measure('chat, 1 at a time', single, chatRequest);
  const base = await measure(`bare Hono SSE, ${STREAMS} at once`, together, () => bareRequest);
  const chat = await measure(`chat, ${STREAMS} at once`, together, chatRequest);
  const ratio = chat.p50 / base.p50;
  console.log(
    `ratio (first chunk p50, ${STREAMS} at once) ${ratio.toFixed(2)}x   ` +
      `target ≤ ${TARGET_RATIO}x; p99 target ≤ ${TARGET_P99_MS} ms`,
  );
  if (ratio > TARGET_RATIO || chat.p99 > TARGET_P99_MS) console.log('OVER TARGET');
} finally {
  await timer.close();
  await app.close();
  await database.close();
  bareServer.close();
}
