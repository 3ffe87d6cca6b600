// Time to the first streamed byte of a reply: 50 concurrent sends with the demo model at zero
// delay, against a bare Hono SSE endpoint on the same machine in the same run. PGlite by default;
// BENCH_DATABASE_URL=postgres://… measures on PostgreSQL.
// Targets: p50 ratio at most 2x the bare endpoint, p99 at most 50 ms. Run with `npm run bench`.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { users } from '../../src/server/db/schema/users';
import { openBenchDatabase, percentile, startBenchApp } from './lib/bench-app';

const STREAMS = 50;
const ROUNDS = 4;
const TARGET_RATIO = 2;
const TARGET_P99_MS = 50;

/** Milliseconds from sending the request to reading the first chunk event. */
async function firstChunkMs(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let elapsed = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(elapsed) && text.includes('event: chunk'))
      elapsed = performance.now() - started;
  }
  return elapsed;
}

async function measure(label: string, request: (index: number) => Promise<Response>) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    samples.push(
      ...(await Promise.all(
        Array.from({ length: STREAMS }, (_, index) => firstChunkMs(() => request(index))),
      )),
    );
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 0.5);
  const p99 = percentile(samples, 0.99);
  console.log(
    `${label.padEnd(22)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms`,
  );
  return { p50, p99 };
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
const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/sse`;

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
  // Warm both paths up before measuring.
  await firstChunkMs(() => fetch(bareUrl, { method: 'POST' }));
  await firstChunkMs(() =>
    app.post('/v1/session/chat', { ...people[0], content: 'warm up' }, 'text/event-stream'),
  );

  console.log(
    `${STREAMS} concurrent streams, ${ROUNDS} rounds, ${postgresUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
  const base = await measure('bare Hono SSE', () => fetch(bareUrl, { method: 'POST' }));
  const chat = await measure('chat, demo model', (index) =>
    app.post(
      '/v1/session/chat',
      { ...people[index], content: `hello ${index}` },
      'text/event-stream',
    ),
  );
  const ratio = chat.p50 / base.p50;
  console.log(
    `ratio (p50) ${ratio.toFixed(2)}x   target ≤ ${TARGET_RATIO}x; p99 target ≤ ${TARGET_P99_MS} ms`,
  );
  if (ratio > TARGET_RATIO || chat.p99 > TARGET_P99_MS) console.log('OVER TARGET');
} finally {
  await app.close();
  await database.close();
  bareServer.close();
}
