// Chat under load, against a fair peer measured in the same run on the same database: a bare Hono
// endpoint that makes one write transaction of the same kind as a send (takes 1 energy, stores
// the message, writes its ledger row) and then streams the bytes of a real reply. Prints, on
// PGlite and then on PostgreSQL (when it answers):
// - first byte p50/p99 with 50 sends at once, app and peer, and their ratio (target ≤ 1.5×);
// - sustained sends per second with 50 clients each sending again as soon as a reply ends, and
//   their ratio (target ≥ 0.7×), run in halves peer, app, app, peer;
// - with 200 replies streaming at once from a model writing a word every MODEL_WORD_MS: the
//   event-loop delay p99 (target ≤ 50 ms on PGlite) and each reply's time, from its first byte
//   (taken, being written) to its end, over the model's own time, its words × MODEL_WORD_MS
//   (target ≤ 1.1×).
// The requests come from a worker thread, so reading the streams does not share the server's
// event loop. Run with `npm run bench` or `node --import tsx tests/bench/chat.ts`.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { LEDGER_DIRECTION } from '../../src/contract/enums';
import type { Database } from '../../src/server/db/database';
import { messages } from '../../src/server/db/schema/conversations';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { users } from '../../src/server/db/schema/users';
import { openBenchDatabase, percentile, runOnBothDatabases, startBenchApp } from './lib/bench-app';
import { type StreamTiming, startStreamTimer, type TimedRequest } from './lib/stream-timer';

const AT_ONCE = 50;
const ROUNDS = 4;
const SUSTAINED_MS = 6_000;
const OPEN_STREAMS = 200;
const OPEN_ROUNDS = 2;
/** A word every 25 ms: about 40 words a second, what a hosted model streams. */
const MODEL_WORD_MS = 25;

const timer = startStreamTimer();

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const ratio = (value: number) => `${value.toFixed(2)}×`;

function p(samples: number[], fraction: number) {
  return percentile(
    [...samples].sort((a, b) => a - b),
    fraction,
  );
}

function assertAllDone(label: string, timings: StreamTiming[]) {
  const bad = timings.filter((timing) => timing.ended !== 'done');
  if (bad.length > 0) {
    throw new Error(`${label}: ${bad.length} streams did not end with done: ${bad[0]?.body}`);
  }
}

/**
 * The fair peer: one transaction shaped like taking a message (1 energy off the balance, the
 * message stored, its ledger row), then the bytes of a recorded reply stream, event by event.
 */
function startPeer(db: Database, replyEvents: string[]) {
  const peer = new Hono();
  peer.post('/send', async (c) => {
    const { userId, conversationId, content } = await c.req.json<{
      userId: string;
      conversationId: string;
      content: string;
    }>();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ energy: sql`${users.energy} - 1` })
        .where(eq(users.id, userId));
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId,
          role: 'user',
          content,
          chargeCurrency: 'energy',
          chargeAmount: 1,
        })
        .returning({ id: messages.id });
      await tx.insert(ledgerEntries).values({
        userId,
        direction: LEDGER_DIRECTION.out,
        currency: 'energy',
        amount: 1,
        reason: 'bench_peer',
        reference: String(message?.id),
      });
    });
    c.header('content-type', 'text/event-stream');
    c.header('cache-control', 'no-cache');
    return stream(c, async (out) => {
      for (const event of replyEvents) await out.write(event);
    });
  });
  const server = serve({ fetch: peer.fetch, port: 0, hostname: '127.0.0.1' });
  const url = new Promise<string>((resolve) =>
    server.once('listening', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/send`),
    ),
  );
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface Person {
  uid: string;
  token: string;
  conversationId: string;
}

async function benchmark(label: string, postgresUrl?: string) {
  const database = await openBenchDatabase(postgresUrl);
  const fast = await startBenchApp(database.handle, {
    DEMO_MODEL_DELAY_MS: '0',
    CHAT_MAX_CONCURRENT: String(AT_ONCE),
  });
  const paced = await startBenchApp(database.handle, {
    DEMO_MODEL_DELAY_MS: String(MODEL_WORD_MS),
    CHAT_MAX_CONCURRENT: String(OPEN_STREAMS),
  });
  try {
    // People chatting, each in a conversation of their own; the peer's in conversations of theirs.
    const person = async (email: string) => {
      const user = await fast.signInUser(email);
      await database.handle.db.update(users).set({ energy: 100_000 }).where(eq(users.id, user.uid));
      const answer = await fast.post('/v1/session/from/character', {
        token: user.token,
        characterId: 'sofia',
      });
      const { data } = (await answer.json()) as { data: { conversationId: string } };
      return { ...user, conversationId: data.conversationId };
    };
    const people: Person[] = [];
    for (let index = 0; index < OPEN_STREAMS; index++) people.push(await person(`b${index}@x.com`));
    const peerPeople: Person[] = [];
    for (let index = 0; index < AT_ONCE; index++) peerPeople.push(await person(`p${index}@x.com`));

    let sent = 0;
    const send = (app: typeof fast, index: number): TimedRequest => {
      const { token, conversationId } = people[index] as Person;
      return app.request(
        '/v1/session/chat',
        { token, conversationId, content: `hello there, how was your day? ${sent++}` },
        'text/event-stream',
      );
    };
    // A real reply's bytes, which the peer streams back event by event.
    const [recorded] = await timer.time([send(fast, 0)]);
    if (!recorded) throw new Error('no reply recorded');
    assertAllDone('recorded reply', [recorded]);
    const replyEvents = recorded.body.split(/(?<=\n\n)/);
    const peer = startPeer(database.handle.db, replyEvents);
    const peerUrl = await peer.url;
    const peerSend = (index: number): TimedRequest => {
      const { uid, conversationId } = peerPeople[index] as Person;
      return {
        url: peerUrl,
        init: {
          method: 'POST',
          body: JSON.stringify({ userId: uid, conversationId, content: `hello ${sent++}` }),
          headers: { 'content-type': 'application/json' },
        },
      };
    };
    const batch = (make: (index: number) => TimedRequest, count: number) =>
      Array.from({ length: count }, (_, index) => make(index));
    // Warm both up.
    assertAllDone('warm-up', await timer.time(batch((i) => send(fast, i), AT_ONCE)));
    await timer.time(batch(peerSend, AT_ONCE));

    console.log(`\n${label}: ${AT_ONCE} sends at once × ${ROUNDS} rounds, peer and app in turn`);
    const appFirst: number[] = [];
    const peerFirst: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const peerTimings = await timer.time(batch(peerSend, AT_ONCE));
      peerFirst.push(...peerTimings.map((timing) => timing.firstByteMs));
      const appTimings = await timer.time(batch((i) => send(fast, i), AT_ONCE));
      assertAllDone('app', appTimings);
      appFirst.push(...appTimings.map((timing) => timing.firstByteMs));
    }
    const [peer50, peer99, app50, app99] = [
      p(peerFirst, 0.5),
      p(peerFirst, 0.99),
      p(appFirst, 0.5),
      p(appFirst, 0.99),
    ];
    console.log(`  peer first byte   p50 ${ms(peer50)}  p99 ${ms(peer99)}`);
    console.log(`  app  first byte   p50 ${ms(app50)}  p99 ${ms(app99)}`);
    console.log(
      `  ratio             p50 ${ratio(app50 / peer50)} p99 ${ratio(app99 / peer99)}   (target p50 ≤ 1.5×)`,
    );

    console.log(
      `${label}: ${AT_ONCE} clients sending again as each reply ends, ${SUSTAINED_MS} ms each, ` +
        'in halves: peer, app, app, peer',
    );
    // Halves in the order peer, app, app, peer: the database slows as its tables grow (and its
    // background work comes when it will), which would otherwise count against whichever ran last.
    const half = SUSTAINED_MS / 2;
    const peerHalf = () => timer.loop(batch(peerSend, AT_ONCE), half);
    const appHalf = () =>
      timer.loop(
        batch((i) => send(fast, i), AT_ONCE),
        half,
      );
    const peerHalves = [await peerHalf()];
    const appHalves = [await appHalf()];
    appHalves.push(await appHalf());
    peerHalves.push(await peerHalf());
    // Each client's request stays the same: the app's content is the same words again.
    for (const loop of appHalves) assertAllDone('app loop', loop.timings);
    const rateOf = (halves: Array<{ timings: StreamTiming[]; elapsedMs: number }>) =>
      (halves.reduce((sends, loop) => sends + loop.timings.length, 0) * 1000) /
      halves.reduce((elapsed, loop) => elapsed + loop.elapsedMs, 0);
    const peerRate = rateOf(peerHalves);
    const appRate = rateOf(appHalves);
    console.log(
      `  peer ${peerRate.toFixed(0).padStart(5)} sends/s   app ${appRate.toFixed(0).padStart(5)} sends/s` +
        `   ratio ${ratio(appRate / peerRate)}   (target ≥ 0.7×)`,
    );
    const halfRates = (halves: typeof peerHalves) =>
      halves.map((loop) => ((loop.timings.length * 1000) / loop.elapsedMs).toFixed(0)).join(', ');
    console.log(`  by half: peer ${halfRates(peerHalves)}   app ${halfRates(appHalves)} sends/s`);

    // The demo model writes word n at n × MODEL_WORD_MS from its start, whatever the server is
    // doing (as a model on another machine would): its own time for a reply is its words × that.
    const wordMs = MODEL_WORD_MS;
    console.log(
      `${label}: ${OPEN_STREAMS} replies streaming at once × ${OPEN_ROUNDS}, a word every ${MODEL_WORD_MS} ms`,
    );
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    const overModel: number[] = [];
    const firstByte: number[] = [];
    for (let round = 0; round < OPEN_ROUNDS; round++) {
      loopDelay.enable();
      const timings = await timer.time(batch((i) => send(paced, i), OPEN_STREAMS));
      loopDelay.disable();
      assertAllDone('open streams', timings);
      for (const timing of timings) {
        // From the first byte (the reply is taken and starts being written) to its end.
        overModel.push((timing.endMs - timing.firstByteMs) / (timing.chunks * wordMs));
        firstByte.push(timing.firstByteMs);
      }
    }
    console.log(
      `  event-loop delay p99 ${ms(loopDelay.percentile(99) / 1e6)}  max ${ms(loopDelay.max / 1e6)}` +
        '   (target p99 ≤ 50 ms on PGlite)',
    );
    console.log(
      `  reply time / model time  p50 ${ratio(p(overModel, 0.5))}  p99 ${ratio(p(overModel, 0.99))}` +
        `   first byte p50 ${ms(p(firstByte, 0.5))}   (target ≤ 1.1×)`,
    );
    await peer.close();
  } finally {
    await fast.close();
    await paced.close();
    await database.close();
  }
}

try {
  await runOnBothDatabases(benchmark);
} finally {
  await timer.close();
}
