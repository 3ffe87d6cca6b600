// Paid generations on the embedded default: how long one portrait takes from being asked for to
// being ready (job row, queue wake-up, the demo image model drawing a 512×768 WebP, the file
// stored, the row finished), and how many such jobs one server copy completes per minute. On
// PGlite, and on PostgreSQL when it answers. Printed, not asserted. Run with `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { generationJobs } from '../../src/server/db/schema/generation-jobs';
import { insertNewUser } from '../../src/server/features/accounts/sign-in';
import { createGenerationJob } from '../../src/server/features/generation/generation-jobs';
import type { GenerationKind } from '../../src/server/features/generation/generation-kind';
import { createGenerationWorker } from '../../src/server/features/generation/generation-worker';
import { createJobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/lib/logger';
import { createDemoImageProvider } from '../../src/server/providers/images/demo-image-provider';
import { createDiskStorage } from '../../src/server/providers/storage/disk-storage';
import { openBenchDatabase, percentile, runOnBothDatabases } from './lib/bench-app';

const SINGLE_RUNS = 10;
const BURST = 40;
const CONCURRENCY = 2;

const LOOK = {
  style: 'realistic',
  gender: 'woman',
  race: 'Brazilian',
  hairstyle: 'long loose waves',
  hairColor: 'dark brown',
  eyeColor: 'hazel',
  body: 'curvy',
  clothing: 'red summer dress',
} as const;

async function run(label: string, postgresUrl?: string) {
  const database = await openBenchDatabase(postgresUrl);
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bench-media-'));
  const storage = createDiskStorage(mediaDir);
  const provider = createDemoImageProvider();
  const log = createLogger('silent');
  const kind: GenerationKind = {
    name: 'bench-portrait',
    maxAttempts: 3,
    async run({ job, report, signal }) {
      const image = await provider.generate(
        {
          prompt: String(job.input.prompt),
          negativePrompt: '',
          width: 512,
          height: 768,
          seed: Number(job.input.seed),
          cfg: 7,
          steps: 20,
          look: LOOK,
          format: 'webp',
        },
        { signal, onProgress: ({ done, total }) => void report((done / total) * 90, 'face') },
      );
      const key = `bench/${job.id}.webp`;
      await storage.put(key, image.bytes, image.contentType);
      return { key };
    },
  };
  const queue = createJobQueue(database.handle, log, { pollSeconds: 0.5 });
  const worker = createGenerationWorker({
    db: database.handle.db,
    jobs: queue,
    kinds: [kind],
    log,
    concurrency: CONCURRENCY,
  });
  await queue.start();
  await worker.start();
  const userId = await database.handle.db.transaction((tx) =>
    insertNewUser(tx, { nick: 'bench', lang: 'en', channel: null, inviter: null }),
  );
  const enqueue = async (seed: number) => {
    const job = await createGenerationJob(database.handle.db, {
      userId,
      kind: kind.name,
      input: { prompt: 'beach, sunset', seed },
      charge: null,
    });
    await worker.wake(job.id);
    return job.id;
  };
  const allDone = async (ids: string[]) => {
    for (;;) {
      const rows = await database.handle.db
        .select({ state: generationJobs.state })
        .from(generationJobs)
        .where(inArray(generationJobs.id, ids));
      if (rows.every((row) => row.state === 'succeeded')) return;
      if (rows.some((row) => row.state === 'failed')) throw new Error('a bench job failed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  try {
    const single: number[] = [];
    for (let index = 0; index < SINGLE_RUNS; index++) {
      const started = performance.now();
      await allDone([await enqueue(index)]);
      single.push(performance.now() - started);
    }
    single.sort((a, b) => a - b);
    const started = performance.now();
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, index) => enqueue(1000 + index)),
    );
    await allDone(burst);
    const perMinute = (BURST / (performance.now() - started)) * 60_000;
    console.log(
      `${label.padEnd(11)} asked → portrait ready: p50 ${percentile(single, 0.5).toFixed(0)} ms, worst ${(single.at(-1) ?? Number.NaN).toFixed(0)} ms; ${BURST} at once with ${CONCURRENCY} at a time: ${perMinute.toFixed(0)} jobs a minute`,
    );
    await database.handle.db.delete(generationJobs).where(eq(generationJobs.kind, kind.name));
  } finally {
    await queue.stop(1000);
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}

await runOnBothDatabases(run);
