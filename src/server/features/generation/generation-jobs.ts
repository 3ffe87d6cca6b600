import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { generationJobs } from '../../db/schema/generation-jobs';
import { newOpaqueId } from '../../lib/secrets';
import { credit } from '../ledger/ledger';
import type { GenerationKind } from './generation-kind';

export type GenerationJobRow = typeof generationJobs.$inferSelect;

/** How long a run holds a job without renewing; past it another copy takes the job over. */
export const GENERATION_LEASE_MS = 30_000;

/**
 * Records a paid job in the caller's transaction, beside the charge, so both or neither happen.
 * The caller wakes a worker after the commit; a wake-up lost to a crash is found by the sweep.
 */
export async function createGenerationJob(
  tx: Executor,
  job: {
    userId: string;
    kind: string;
    input: Record<string, unknown>;
    charge: { currency: 'energy' | 'gold'; amount: number } | null;
  },
): Promise<GenerationJobRow> {
  const [row] = await tx
    .insert(generationJobs)
    .values({
      id: newOpaqueId(),
      userId: job.userId,
      kind: job.kind,
      state: 'queued',
      input: job.input,
      chargeCurrency: job.charge?.currency ?? null,
      chargeAmount: job.charge?.amount ?? 0,
    })
    .returning();
  if (!row) throw new Error('generation job was not stored');
  return row;
}

/**
 * Takes a job for a run: a queued one, or a running one whose lease passed (its copy died).
 * Answers the job with its new attempt number, or null when it is not to be run here.
 */
export async function claimGenerationJob(db: Database, jobId: string, now = new Date()) {
  const [claimed] = await db
    .update(generationJobs)
    .set({
      state: 'running',
      attempt: sql`${generationJobs.attempt} + 1`,
      leaseUntil: new Date(now.getTime() + GENERATION_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(generationJobs.id, jobId),
        or(
          eq(generationJobs.state, 'queued'),
          and(eq(generationJobs.state, 'running'), lt(generationJobs.leaseUntil, now)),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** The condition that this run still holds the job: it was not taken over or ended elsewhere. */
const heldBy = (job: Pick<GenerationJobRow, 'id' | 'attempt'>) =>
  and(
    eq(generationJobs.id, job.id),
    eq(generationJobs.attempt, job.attempt),
    eq(generationJobs.state, 'running'),
  );

/** Progress and a renewed lease; answers false when the run lost the job. */
export async function reportGenerationProgress(
  db: Database,
  job: Pick<GenerationJobRow, 'id' | 'attempt'>,
  progress: number,
  stage: string | undefined,
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(generationJobs)
    .set({
      progress: Math.max(0, Math.min(100, Math.round(progress))),
      ...(stage === undefined ? {} : { stage }),
      leaseUntil: new Date(now.getTime() + GENERATION_LEASE_MS),
      updatedAt: now,
    })
    .where(heldBy(job))
    .returning({ id: generationJobs.id });
  return updated.length > 0;
}

/** Records the result, once, from the run that holds the job. */
export async function finishGenerationJob(
  db: Database,
  kind: GenerationKind,
  job: GenerationJobRow,
  result: Record<string, unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(generationJobs)
      .set({
        state: 'succeeded',
        result,
        progress: 100,
        leaseUntil: null,
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(heldBy(job))
      .returning();
    if (!done) return false;
    await kind.onSucceeded?.(tx, done, result);
    return true;
  });
}

/** Puts a job back in the queue after a failure another run may get past. */
export async function requeueGenerationJob(db: Database, job: GenerationJobRow, reason: string) {
  const updated = await db
    .update(generationJobs)
    .set({ state: 'queued', leaseUntil: null, failureReason: reason, updatedAt: new Date() })
    .where(heldBy(job))
    .returning({ id: generationJobs.id });
  return updated.length > 0;
}

/**
 * Fails a job for good and pays back its charge through the ledger in the same transaction; the
 * job id is the refund's reference, so it is paid back once whatever runs race.
 */
export async function failGenerationJob(
  db: Database,
  kind: GenerationKind,
  job: GenerationJobRow,
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(generationJobs)
      .set({
        state: 'failed',
        failureReason: reason,
        leaseUntil: null,
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(heldBy(job))
      .returning();
    if (!failed) return false;
    if (failed.chargeCurrency && failed.chargeAmount > 0) {
      await credit(tx, {
        userId: failed.userId,
        currency: failed.chargeCurrency,
        amount: failed.chargeAmount,
        reason: LEDGER_REASON.generationRefund,
        reference: failed.id,
      });
    }
    await kind.onFailed?.(tx, failed, reason);
    return true;
  });
}

/**
 * Jobs that need a worker: queued for a while (their wake-up was lost) or running past their
 * lease (their copy died).
 */
export async function findStrandedGenerationJobs(db: Database, now = new Date()) {
  const rows = await db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(
      or(
        and(
          eq(generationJobs.state, 'queued'),
          lt(generationJobs.updatedAt, new Date(now.getTime() - GENERATION_LEASE_MS)),
        ),
        and(inArray(generationJobs.state, ['running']), lt(generationJobs.leaseUntil, now)),
      ),
    )
    .limit(500);
  return rows.map((row) => row.id);
}
