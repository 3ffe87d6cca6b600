// Chat under load, measured from outside against a fair peer in the same run. Three processes:
// the app's real server started as `npm start` starts it, the fair peer (lib/chat-peer.ts: a bare
// HTTP server making a send's write transaction and streaming the same demo model's words in the
// app's event format) and this one, the load generator. Each server opens the database itself, on
// its own connection: on PostgreSQL the same database; on PGlite, which one process holds at a
// time, the peer has a data folder of its own with the same schema. Prints, on PGlite and then on
// PostgreSQL (when it answers):
// - first byte p50/p99 with 50 sends at once, app and peer in turn, and their ratio (target p50
//   ≤ 1.3×);
// - sustained sends per second with 50 clients each sending again as soon as a reply ends, in
//   halves peer, app, app, peer, the ratio (target ≥ 0.7× on PGlite, ≥ 0.9× on PostgreSQL) and
//   each process's CPU per send (user + system from /proc, its database work included on PGlite);
// - with 200 replies streaming at once from a model writing a word every MODEL_WORD_MS: the app's
//   event-loop delay p99 read from its /metrics (target ≤ 50 ms), and each reply's time from the
//   request to its last byte over the model's own time, its words × MODEL_WORD_MS (target ≤ 1.2×),
//   the peer's alongside.
// Run with `npm run bench` or `node --import tsx tests/bench/chat.ts`.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import type { Database } from '../../src/server/db/database';
import { conversations } from '../../src/server/db/schema/conversations';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, insertNewUser, signIn } from '../../src/server/features/accounts/sign-in';
import { wordChunks } from '../../src/server/features/chat/model/demo-model';
import { openBenchDatabase, percentile, runOnBothDatabases } from './lib/bench-app';
import { cpuSeconds, scrapeMetrics, startPeerProcess, startServerProcess } from './lib/processes';
import { type StreamTiming, startStreamTimer, type TimedRequest } from './lib/stream-timer';

const AT_ONCE = 50;
const ROUNDS = 4;
const SUSTAINED_MS = 8_000;
const OPEN_STREAMS = 200;
const OPEN_ROUNDS = 2;
/** A word every 25 ms: about 40 words a second, what a hosted model streams. */
const MODEL_WORD_MS = 25;
const SIGN_SECRET = 'bench-sign-secret';
const ENERGY = 1_000_000;

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

interface Person {
  uid: string;
  token: string;
  conversationId: string;
}

/** Signed-in users with plenty of energy, in the app's database. */
async function signInPeople(db: Database, count: number) {
  const people: Array<{ uid: string; token: string }> = [];
  for (let index = 0; index < count; index++) {
    const { uid, token } = await signIn(db, emailIdentity(`b${index}@x.com`), {
      nick: `b${index}`,
      lang: 'en',
      channel: null,
      inviter: null,
    });
    await db.update(users).set({ energy: ENERGY }).where(eq(users.id, uid));
    people.push({ uid, token });
  }
  return people;
}

/** Users each with a conversation with Sofia, for the peer, in the peer's database. */
async function peerPeople(db: Database, count: number): Promise<Person[]> {
  const people: Person[] = [];
  for (let index = 0; index < count; index++) {
    const uid = await db.transaction((tx) =>
      insertNewUser(tx, { nick: `p${index}`, lang: 'en', channel: null, inviter: null }),
    );
    await db.update(users).set({ energy: ENERGY }).where(eq(users.id, uid));
    const conversationId = randomUUID();
    await db
      .insert(conversations)
      .values({ id: conversationId, userId: uid, characterId: 'sofia' });
    people.push({ uid, token: '', conversationId });
  }
  return people;
}

function signedRequest(baseUrl: string, apiPath: string, body: object, accept: string) {
  const text = JSON.stringify(body);
  return {
    url: `${baseUrl}/api${apiPath}`,
    init: {
      method: 'POST' as const,
      body: text,
      headers: {
        'content-type': 'application/json',
        accept,
        [SIGN_HEADER]: signRequestBody(text, SIGN_SECRET),
      },
    },
  };
}

async function benchmark(label: string, postgresUrl?: string) {
  const appDatabase = await openBenchDatabase(postgresUrl);
  const peerDatabase = postgresUrl ? appDatabase : await openBenchDatabase();
  const running: Array<{ stop: () => Promise<void> }> = [];
  try {
    const signedIn = await signInPeople(appDatabase.handle.db, OPEN_STREAMS);
    const others = await peerPeople(peerDatabase.handle.db, OPEN_STREAMS);
    await appDatabase.release();
    await peerDatabase.release();

    const startApp = async (wordMs: number, concurrent: number) => {
      const app = await startServerProcess({
        ...appDatabase.serverEnv,
        API_SIGN_SECRET: SIGN_SECRET,
        DEMO_MODEL_DELAY_MS: String(wordMs),
        CHAT_MAX_CONCURRENT: String(concurrent),
      });
      running.push(app);
      return app;
    };
    const startPeer = async (wordMs: number, framePath: string) => {
      const peer = await startPeerProcess({
        ...(peerDatabase.databaseUrl
          ? { BENCH_PEER_DATABASE_URL: peerDatabase.databaseUrl }
          : { BENCH_PEER_DATA_DIR: peerDatabase.dataDir }),
        BENCH_PEER_MODEL_DELAY_MS: String(wordMs),
        BENCH_PEER_FRAME: framePath,
      });
      running.push(peer);
      return peer;
    };
    const stopAll = async () => {
      for (const process of running.splice(0)) await process.stop();
    };

    let fast = await startApp(0, AT_ONCE);
    // Each of the app's people in a conversation of their own, opened through the API.
    const people: Person[] = [];
    for (const person of signedIn) {
      const { url, init } = signedRequest(
        fast.url,
        '/v1/session/from/character',
        { token: person.token, characterId: 'sofia' },
        'application/json',
      );
      const answer = await fetch(url, init);
      const { data } = (await answer.json()) as { data: { conversationId: string } };
      people.push({ ...person, conversationId: data.conversationId });
    }

    let sent = 0;
    const appSend =
      (baseUrl: string) =>
      (index: number): TimedRequest => {
        const { token, conversationId } = people[index] as Person;
        return signedRequest(
          baseUrl,
          '/v1/session/chat',
          { token, conversationId, content: `hello there, how was your day? ${sent++}` },
          'text/event-stream',
        );
      };
    const peerSend =
      (peerUrl: string) =>
      (index: number): TimedRequest => {
        const { uid, conversationId } = others[index] as Person;
        return {
          url: peerUrl,
          init: {
            method: 'POST',
            body: JSON.stringify({
              userId: uid,
              conversationId,
              content: `hello there, how was your day? ${sent++}`,
            }),
            headers: { 'content-type': 'application/json' },
          },
        };
      };
    const batch = (make: (index: number) => TimedRequest, count: number) =>
      Array.from({ length: count }, (_, index) => make(index));

    // A real reply: the peer writes its events before the first chunk and after the last.
    const [recorded] = await timer.time([appSend(fast.url)(0)]);
    if (!recorded) throw new Error('no reply recorded');
    assertAllDone('recorded reply', [recorded]);
    const events = recorded.body.split(/(?<=\n\n)/);
    const firstChunk = events.findIndex((event) => event.startsWith('event: chunk'));
    const lastChunk = events.findLastIndex((event) => event.startsWith('event: chunk'));
    const framePath = path.join(peerDatabase.dataDir, 'frame.json');
    writeFileSync(
      framePath,
      JSON.stringify({
        head: events.slice(0, firstChunk).join(''),
        tail: events.slice(lastChunk + 1).join(''),
      }),
    );
    let peer = await startPeer(0, framePath);

    // Warm both up.
    assertAllDone('warm-up', await timer.time(batch(appSend(fast.url), AT_ONCE)));
    assertAllDone('peer warm-up', await timer.time(batch(peerSend(peer.url), AT_ONCE)));

    console.log(`\n${label}: ${AT_ONCE} sends at once × ${ROUNDS} rounds, peer and app in turn`);
    const appFirst: number[] = [];
    const peerFirst: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const peerTimings = await timer.time(batch(peerSend(peer.url), AT_ONCE));
      assertAllDone('peer', peerTimings);
      peerFirst.push(...peerTimings.map((timing) => timing.firstByteMs));
      const appTimings = await timer.time(batch(appSend(fast.url), AT_ONCE));
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
      `  ratio             p50 ${ratio(app50 / peer50)} p99 ${ratio(app99 / peer99)}   (target p50 ≤ 1.3×)`,
    );

    console.log(
      `${label}: ${AT_ONCE} clients sending again as each reply ends, ${SUSTAINED_MS} ms each, ` +
        'in halves: peer, app, app, peer',
    );
    // Halves in the order peer, app, app, peer: the database slows as its tables grow (and its
    // background work comes when it will), which would otherwise count against whichever ran last.
    const half = SUSTAINED_MS / 2;
    const runHalf = async (pid: number, make: (index: number) => TimedRequest) => {
      const cpuBefore = cpuSeconds(pid);
      const loop = await timer.loop(batch(make, AT_ONCE), half);
      return { ...loop, cpu: cpuSeconds(pid) - cpuBefore };
    };
    const peerHalves = [await runHalf(peer.pid, peerSend(peer.url))];
    const [statementsBefore = 0] = await scrapeMetrics(fast.url, ['db_statements_total']);
    const appHalves = [await runHalf(fast.pid, appSend(fast.url))];
    appHalves.push(await runHalf(fast.pid, appSend(fast.url)));
    const [statementsAfter = 0] = await scrapeMetrics(fast.url, ['db_statements_total']);
    peerHalves.push(await runHalf(peer.pid, peerSend(peer.url)));
    for (const loop of appHalves) assertAllDone('app loop', loop.timings);
    for (const loop of peerHalves) assertAllDone('peer loop', loop.timings);
    const sendsOf = (halves: typeof peerHalves) =>
      halves.reduce((sends, loop) => sends + loop.timings.length, 0);
    const rateOf = (halves: typeof peerHalves) =>
      (sendsOf(halves) * 1000) / halves.reduce((elapsed, loop) => elapsed + loop.elapsedMs, 0);
    const cpuPerSend = (halves: typeof peerHalves) =>
      (halves.reduce((cpu, loop) => cpu + loop.cpu, 0) * 1000) / sendsOf(halves);
    const peerRate = rateOf(peerHalves);
    const appRate = rateOf(appHalves);
    console.log(
      `  peer ${peerRate.toFixed(0).padStart(5)} sends/s   app ${appRate.toFixed(0).padStart(5)} sends/s` +
        `   ratio ${ratio(appRate / peerRate)}   (target ≥ ${postgresUrl ? '0.9' : '0.7'}×)`,
    );
    const halfRates = (halves: typeof peerHalves) =>
      halves.map((loop) => ((loop.timings.length * 1000) / loop.elapsedMs).toFixed(0)).join(', ');
    console.log(`  by half: peer ${halfRates(peerHalves)}   app ${halfRates(appHalves)} sends/s`);
    const [peerCpu, appCpu] = [cpuPerSend(peerHalves), cpuPerSend(appHalves)];
    console.log(
      `  CPU per send: peer ${ms(peerCpu)}   app ${ms(appCpu)}   ratio ${ratio(appCpu / peerCpu)}`,
    );
    // Background work (Popular counts, lease renewals, the scrape itself) is counted in.
    const statementsPerSend = (statementsAfter - statementsBefore) / sendsOf(appHalves);
    console.log(`  app database statements per send: ${statementsPerSend.toFixed(2)}`);

    // Both again with a model writing at a hosted model's pace. Word n comes n × MODEL_WORD_MS
    // after the model starts, whatever the server is doing: its own time is its words × that.
    await stopAll();
    fast = await startApp(MODEL_WORD_MS, OPEN_STREAMS);
    peer = await startPeer(MODEL_WORD_MS, framePath);
    console.log(
      `${label}: ${OPEN_STREAMS} replies streaming at once × ${OPEN_ROUNDS}, a word every ${MODEL_WORD_MS} ms, from request to last byte`,
    );
    const overModel = { app: [] as number[], peer: [] as number[] };
    const firstByte = { app: [] as number[], peer: [] as number[] };
    const loopP99: number[] = [];
    const loopMax: number[] = [];
    // The model's own time is its words × MODEL_WORD_MS. The peer streams a word a chunk; the
    // app streams each sentence once it is checked, so its words are counted in the finished reply.
    const wordsOf = (who: 'app' | 'peer', timing: StreamTiming) => {
      if (who === 'peer') return timing.chunks;
      const done = /event: done\ndata: (.*)\n/.exec(timing.body)?.[1];
      const content = done
        ? (JSON.parse(done) as { message: { content: string } }).message.content
        : '';
      return wordChunks(content).length;
    };
    const record = (who: 'app' | 'peer', timings: StreamTiming[]) => {
      assertAllDone(`${who} open streams`, timings);
      for (const timing of timings) {
        overModel[who].push(timing.endMs / (wordsOf(who, timing) * MODEL_WORD_MS));
        firstByte[who].push(timing.firstByteMs);
      }
    };
    for (let round = 0; round < OPEN_ROUNDS; round++) {
      record('peer', await timer.time(batch(peerSend(peer.url), OPEN_STREAMS)));
      // A scrape starts the event-loop figures afresh; the next one reports this round's.
      await scrapeMetrics(fast.url, []);
      record('app', await timer.time(batch(appSend(fast.url), OPEN_STREAMS)));
      const [p99, max] = await scrapeMetrics(fast.url, [
        'nodejs_eventloop_lag_p99_seconds',
        'nodejs_eventloop_lag_max_seconds',
      ]);
      loopP99.push((p99 ?? Number.NaN) * 1000);
      loopMax.push((max ?? Number.NaN) * 1000);
    }
    console.log(
      `  app event-loop delay p99 ${ms(Math.max(...loopP99))}  max ${ms(Math.max(...loopMax))}` +
        '   (from its /metrics, worst round; target p99 ≤ 50 ms)',
    );
    for (const who of ['peer', 'app'] as const) {
      console.log(
        `  ${who.padEnd(4)} request → last byte / model time  p50 ${ratio(p(overModel[who], 0.5))}` +
          `  p99 ${ratio(p(overModel[who], 0.99))}   first byte p50 ${ms(p(firstByte[who], 0.5))}` +
          (who === 'app' ? '   (target ≤ 1.2×)' : ''),
      );
    }
    await stopAll();
  } finally {
    for (const process of running.splice(0)) await process.stop();
    await appDatabase.close();
    if (peerDatabase !== appDatabase) await peerDatabase.close();
  }
}

try {
  await runOnBothDatabases(benchmark);
} finally {
  await timer.close();
}
