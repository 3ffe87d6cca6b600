import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database';
import { generationJobs } from '../../src/server/db/schema/generation-jobs';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { users } from '../../src/server/db/schema/users';
import {
  claimGenerationJob,
  createGenerationJob,
  finishGenerationJob,
} from '../../src/server/features/generation/generation-jobs';
import {
  GenerationFailure,
  type GenerationKind,
} from '../../src/server/features/generation/generation-kind';
import { createGenerationWorker } from '../../src/server/features/generation/generation-worker';
import { debit } from '../../src/server/features/ledger/ledger';
import { createJobQueue, type JobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/lib/logger';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = createLogger('silent');
const waitFor = async (condition: () => Promise<boolean> | boolean) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
};

/** The queue's wake-ups for `jobId` that wait or run, as pg-boss's own rows say. */
async function pendingWakeUps(jobId: string): Promise<number> {
  const { rows } = await t.database.runSql(
    `select count(*)::int as count from pgboss.job
      where name = 'generation' and data->>'jobId' = $1 and state in ('created', 'retry', 'active')`,
    [jobId],
  );
  return (rows[0] as { count: number }).count;
}

/** A user who pays 50 coins for a job of `kind`, charged in the transaction that records it. */
async function paidJob(email: string, kind: string) {
  const user = await signInWithEmail(t, email);
  await t.db.update(users).set({ goldBalance: 80 }).where(eq(users.id, user.uid));
  const job = await t.db.transaction(async (tx) => {
    const created = await createGenerationJob(tx, {
      userId: user.uid,
      kind,
      input: { prompt: 'beach' },
      charge: { currency: 'gold', amount: 50 },
    });
    const charged = await debit(tx, {
      userId: user.uid,
      currency: 'gold',
      amount: 50,
      reason: 'test_generation',
      reference: created.id,
    });
    expect(charged).toBe(true);
    return created;
  });
  return { uid: user.uid, jobId: job.id };
}

const jobRow = async (jobId: string) =>
  (await t.db.select().from(generationJobs).where(eq(generationJobs.id, jobId)))[0];
const goldOf = async (uid: string) =>
  (await t.db.select({ gold: users.goldBalance }).from(users).where(eq(users.id, uid)))[0]?.gold;
const refundsOf = (jobId: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reason, 'generation_refund'), eq(ledgerEntries.reference, jobId)));

/** Wake-ups asked of a queue that is not running; the tests call `runJob` as a worker would. */
const wakeUps: unknown[] = [];
const idleQueue: JobQueue = {
  start: async () => {},
  schedule: async () => {},
  runNow: async () => {},
  runOnce: async () => {},
  work: async () => {},
  send: async (_name, data) => {
    wakeUps.push(data);
  },
  stop: async () => {},
};
const directWorker = (kinds: GenerationKind[]) =>
  createGenerationWorker({ db: t.db, jobs: idleQueue, kinds, log, concurrency: 1 });

describe('generation jobs', () => {
  it('runs a job, reports its progress and keeps its result', async () => {
    const stages: string[] = [];
    const kind: GenerationKind = {
      name: 'test-success',
      maxAttempts: 3,
      async run({ report }) {
        await report(40, 'hair');
        stages.push('hair');
        return { mediaId: 'm-1' };
      },
      async onSucceeded(tx, job) {
        stages.push(`succeeded:${job.id}`);
        await tx.select().from(users).limit(1);
      },
    };
    const { jobId, uid } = await paidJob('gen.success@example.com', kind.name);
    await directWorker([kind]).runJob(jobId);
    expect(await jobRow(jobId)).toMatchObject({
      state: 'succeeded',
      progress: 100,
      stage: 'hair',
      result: { mediaId: 'm-1' },
      attempt: 1,
    });
    expect(stages).toEqual(['hair', `succeeded:${jobId}`]);
    expect(await goldOf(uid)).toBe(30);
  });

  it('retries a provider failure a bounded number of times, then refunds exactly once', async () => {
    let runs = 0;
    const failures: string[] = [];
    const kind: GenerationKind = {
      name: 'test-outage',
      maxAttempts: 3,
      async run() {
        runs++;
        throw new GenerationFailure('provider answered 503', true);
      },
      async onFailed(_tx, _job, reason) {
        failures.push(reason);
      },
    };
    const { jobId, uid } = await paidJob('gen.outage@example.com', kind.name);
    const worker = directWorker([kind]);
    await worker.runJob(jobId);
    expect(await jobRow(jobId)).toMatchObject({ state: 'queued', attempt: 1 });
    // The retry is asked of the queue with a delay.
    expect(wakeUps).toContainEqual({ jobId });
    await worker.runJob(jobId);
    // The last run and a crowd of late wake-ups race to end it: one refund.
    await Promise.all(Array.from({ length: 20 }, () => worker.runJob(jobId)));
    expect(runs).toBe(3);
    expect(await jobRow(jobId)).toMatchObject({
      state: 'failed',
      failureReason: 'provider answered 503',
    });
    expect(await refundsOf(jobId)).toMatchObject([{ currency: 'gold', amount: 50, direction: 1 }]);
    expect(await goldOf(uid)).toBe(80);
    expect(failures).toEqual(['provider answered 503']);
  });

  it('refunds at once when retrying cannot help', async () => {
    const kind: GenerationKind = {
      name: 'test-refused',
      maxAttempts: 3,
      async run() {
        throw new GenerationFailure('content refused by the provider', false);
      },
    };
    const { jobId, uid } = await paidJob('gen.refused@example.com', kind.name);
    await directWorker([kind]).runJob(jobId);
    expect(await jobRow(jobId)).toMatchObject({ state: 'failed', attempt: 1 });
    expect(await goldOf(uid)).toBe(80);
  });

  it('takes over a job whose copy died mid-run, finishes it once, and ignores the late finish', async () => {
    let runs = 0;
    const kind: GenerationKind = {
      name: 'test-takeover',
      maxAttempts: 3,
      async run() {
        runs++;
        return { mediaId: 'from-the-live-copy' };
      },
    };
    const { jobId } = await paidJob('gen.takeover@example.com', kind.name);
    // Copy A claims the job and dies: its lease runs out with nobody renewing it.
    const dead = await claimGenerationJob(t.db, jobId);
    expect(dead).not.toBeNull();
    await t.db
      .update(generationJobs)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(generationJobs.id, jobId));

    // Copy B's sweep finds it and its queue runs it.
    const queue = createJobQueue(t.database, log, { pollSeconds: 0.5 });
    const worker = createGenerationWorker({
      db: t.db,
      jobs: queue,
      kinds: [kind],
      log,
      concurrency: 2,
    });
    await queue.start();
    try {
      await worker.start();
      expect(await worker.sweepTask.run(log)).toBeGreaterThanOrEqual(1);
      await waitFor(async () => (await jobRow(jobId))?.state === 'succeeded');
    } finally {
      await queue.stop(1000);
    }
    expect(runs).toBe(1);
    // Copy A comes back with its old run: its finish is refused.
    if (dead) expect(await finishGenerationJob(t.db, kind, dead, { mediaId: 'stale' })).toBe(false);
    expect(await jobRow(jobId)).toMatchObject({
      state: 'succeeded',
      attempt: 2,
      result: { mediaId: 'from-the-live-copy' },
    });
  });

  it('runs a job once when two server copies are woken for it', async () => {
    let runs = 0;
    const kind: GenerationKind = {
      name: 'test-two-copies',
      maxAttempts: 3,
      async run({ report }) {
        runs++;
        await report(50, 'face');
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { ok: true };
      },
    };
    const { jobId } = await paidJob('gen.two.copies@example.com', kind.name);
    // The second copy has its own pool on the same PostgreSQL; PGlite is one process's.
    const second: DatabaseHandle | null = t.database.url
      ? await openDatabase({ databaseUrl: t.database.url, dataDir: ':memory:' })
      : null;
    const copies = [t.database, second ?? t.database].map((database) => {
      const queue = createJobQueue(database, log, { pollSeconds: 0.5 });
      return {
        queue,
        worker: createGenerationWorker({
          db: database.db,
          jobs: queue,
          kinds: [kind],
          log,
          concurrency: 2,
        }),
      };
    });
    try {
      for (const copy of copies) {
        await copy.queue.start();
        await copy.worker.start();
      }
      await Promise.all(
        copies.flatMap((copy) => [copy.worker.wake(jobId), copy.worker.wake(jobId)]),
      );
      await waitFor(async () => (await jobRow(jobId))?.state === 'succeeded');
      // Every wake-up has been taken and handled: none is left to start a second run.
      await waitFor(async () => (await pendingWakeUps(jobId)) === 0);
    } finally {
      for (const copy of copies) await copy.queue.stop(1000);
      await second?.close();
    }
    expect(runs).toBe(1);
  });
});
