// The studio on the embedded default, through the HTTP API as the app uses it: how long from the
// press (the generate call) to a finished photo and to a finished 5-second clip (the item detail
// answering "ready"), and how many of each one server copy completes per minute when many are
// asked for at once. On PGlite, and on PostgreSQL when it answers. Printed, not asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { createApp } from '../../src/server/app';
import { parseEnv } from '../../src/server/config/env';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { createGenerationWorker } from '../../src/server/features/generation/generation-worker';
import { photoGenerationKind } from '../../src/server/features/studio/photo-generation-kind';
import { videoGenerationKind } from '../../src/server/features/studio/video-generation-kind';
import { createJobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/lib/logger';
import { createDemoImageProvider } from '../../src/server/providers/images/demo-image-provider';
import { createModerationProvider } from '../../src/server/providers/moderation/create-moderation';
import { createDiskStorage } from '../../src/server/providers/storage/disk-storage';
import { createDemoVideoProvider } from '../../src/server/providers/videos/demo-video-provider';
import { openBenchDatabase, percentile, runOnBothDatabases } from './lib/bench-app';

const SINGLE_RUNS = 5;
const BURST = 12;
/** The worker's default: jobs one server copy runs at once. */
const CONCURRENCY = 2;

async function run(label: string, postgresUrl?: string) {
  const database = await openBenchDatabase(postgresUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-studio-'));
  const env = parseEnv({ LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent', DATA_DIR: dataDir });
  const log = createLogger('silent');
  const storage = createDiskStorage(path.join(dataDir, 'media'));
  const images = createDemoImageProvider();
  const videos = createDemoVideoProvider();
  const moderation = createModerationProvider(env, log);
  const db = database.handle.db;
  const queue = createJobQueue(database.handle, log, { pollSeconds: 0.5 });
  const worker = createGenerationWorker({
    db,
    jobs: queue,
    kinds: [
      photoGenerationKind({ db, storage, images, moderation }),
      videoGenerationKind({ db, storage, videos, moderation }),
    ],
    log,
    concurrency: CONCURRENCY,
  });
  await queue.start();
  await worker.start();
  const app = createApp({
    env,
    database: database.handle,
    log,
    client: null,
    services: { storage, images, videos, generation: worker },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const user = await signIn(db, emailIdentity('bench.studio@example.com'), {
    nick: 'bench',
    lang: 'en',
    channel: null,
    inviter: null,
  });
  await db.update(users).set({ goldBalance: 1_000_000 }).where(eq(users.id, user.uid));

  const call = async (apiPath: string, body: Record<string, unknown>) => {
    const text = JSON.stringify({ token: user.token, ...body });
    const response = await fetch(`${url}/api${apiPath}`, {
      method: 'POST',
      body: text,
      headers: {
        'content-type': 'application/json',
        [SIGN_HEADER]: signRequestBody(text, env.API_SIGN_SECRET),
      },
    });
    const envelope = (await response.json()) as { code: number; msg: string; data: never };
    if (envelope.code !== 0) throw new Error(`${apiPath}: ${envelope.code} ${envelope.msg}`);
    return envelope.data as { itemId: string; state: string };
  };
  /** Presses generate and polls the item as the screen does (here every 50 ms) until ready. */
  const pressAndWait = async (order: () => Promise<{ itemId: string }>) => {
    const { itemId } = await order();
    for (;;) {
      const item = await call('/v1/ugc/item/detail', { itemId });
      if (item.state === 'ready') return;
      if (item.state === 'failed') throw new Error('a bench item failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const photo = (index: number) => () =>
    call('/v1/ugc/photo/generate', {
      characterId: 'mei',
      prompt: `cafe, window light, sweater, smiling, take ${index}`,
    });
  const measure = async (
    name: string,
    order: (index: number) => () => Promise<{ itemId: string }>,
  ) => {
    const single: number[] = [];
    for (let index = 0; index < SINGLE_RUNS; index++) {
      const started = performance.now();
      await pressAndWait(order(index));
      single.push(performance.now() - started);
    }
    single.sort((a, b) => a - b);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: BURST }, (_, index) => pressAndWait(order(100 + index))),
    );
    const perMinute = (BURST / (performance.now() - started)) * 60_000;
    console.log(
      `${label.padEnd(11)} press → ${name} ready: p50 ${percentile(single, 0.5).toFixed(0)} ms, worst ${(single.at(-1) ?? Number.NaN).toFixed(0)} ms; ${BURST} at once, ${CONCURRENCY} at a time: ${perMinute.toFixed(1)} a minute`,
    );
  };
  try {
    await measure('photo', photo);
    const { itemId: sourceId } = await photo(-1)();
    await pressAndWait(async () => ({ itemId: sourceId }));
    await measure(
      '5 s clip (480p)',
      () => () =>
        call('/v1/ugc/video/generate', {
          itemId: sourceId,
          durationSeconds: 5,
          resolution: '480p',
        }),
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await queue.stop(1000);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runOnBothDatabases(run);
