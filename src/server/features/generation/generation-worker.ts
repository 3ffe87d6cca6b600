import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { PeriodicTask } from '../../jobs/periodic-task';
import type { Logger } from '../../lib/logger';
import type { ReadyNotices } from '../telegram-bot/ready-notices';
import {
  claimGenerationJob,
  failGenerationJob,
  findStrandedGenerationJobs,
  finishGenerationJob,
  GENERATION_LEASE_MS,
  type GenerationJobRow,
  reportGenerationProgress,
  requeueGenerationJob,
} from './generation-jobs';
import { GenerationFailure, type GenerationKind } from './generation-kind';

const QUEUE = 'generation';
/** How often a copy looks for jobs other copies added; its own are taken at once. */
const WORK_POLL_SECONDS = 2;
/** A retried run waits this long times the attempts so far. */
const RETRY_DELAY_SECONDS = 5;
/** Progress is written at most this often, besides stage changes. */
const PROGRESS_WRITE_MS = 500;

export interface GenerationWorker {
  /** Asks a copy to run the job soon; the job row decides whether there is anything to run. */
  wake(jobId: string, delaySeconds?: number): Promise<void>;
  /** Runs one job to its end or to its next retry (what the queue's worker calls). */
  runJob(jobId: string): Promise<void>;
  /** The sweep that wakes jobs whose wake-up was lost or whose copy died, every minute. */
  sweepTask: PeriodicTask;
  /** Starts taking jobs on this copy. */
  start(): Promise<void>;
  /**
   * Stops this copy's runs for a shutdown: each is aborted (its child processes stopped, its files
   * removed) and its job put back in the queue for the next start or another copy; resolves once
   * every run has ended.
   */
  stop(): Promise<void>;
}

/** Why a run was aborted: its server copy is stopping. */
class CopyStopping extends Error {
  override name = 'CopyStopping';
}

/**
 * Runs paid generations from the job queue. Each run claims the job row (a queued job, or one
 * whose lease passed), renews the lease while it works, and ends it once: the result, a requeue
 * with a delay when another run may succeed, or the final failure with its refund.
 */
/**
 * The bot's message for each kind that finishes something a user waits for; a photo she sends in
 * a chat comes with her reply, which has its own.
 */
const READY_NOTICE_OF: Record<string, 'picture' | 'video' | 'character'> = {
  photo: 'picture',
  video: 'video',
  character: 'character',
};

export function createGenerationWorker(options: {
  db: Database;
  jobs: JobQueue;
  kinds: readonly GenerationKind[];
  log: Logger;
  concurrency: number;
  /** The bot's "it is ready" messages, for users who allowed them; null without a bot. */
  readyNotices?: ReadyNotices | null;
}): GenerationWorker {
  const { db, jobs, log } = options;
  const kinds = new Map(options.kinds.map((kind) => [kind.name, kind]));
  /** What stops each run on this copy, with the run, so a shutdown can stop and await them. */
  const runs = new Map<AbortController, Promise<void>>();
  let isStopping = false;

  const wake = (jobId: string, delaySeconds?: number) =>
    jobs.send(QUEUE, { jobId }, delaySeconds ? { delaySeconds } : {});

  async function endFailedRun(kind: GenerationKind, job: GenerationJobRow, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryable = !(error instanceof GenerationFailure) || error.retryable;
    if (retryable && job.attempt < kind.maxAttempts) {
      if (await requeueGenerationJob(db, job, reason)) {
        await wake(job.id, RETRY_DELAY_SECONDS * job.attempt);
      }
      log.warn({ jobId: job.id, attempt: job.attempt, reason }, 'generation failed; retrying');
      return;
    }
    if (await failGenerationJob(db, kind, job, reason)) {
      log.warn({ jobId: job.id, attempt: job.attempt, reason }, 'generation failed; refunded');
    }
  }

  /** Puts back a job whose run stopped with this copy, and asks for it to be run again. */
  async function putBack(job: GenerationJobRow) {
    if (await requeueGenerationJob(db, job, 'the server stopped during the run')) {
      await wake(job.id);
      log.info({ jobId: job.id }, 'generation stopped with the server; back in the queue');
    }
  }

  async function runJob(jobId: string) {
    if (isStopping) {
      // Fetched as this copy stops: the next start or another copy runs it.
      await wake(jobId);
      return;
    }
    const stop = new AbortController();
    const run = claimAndRun(jobId, stop);
    runs.set(stop, run);
    try {
      await run;
    } finally {
      runs.delete(stop);
    }
  }

  async function claimAndRun(jobId: string, stop: AbortController) {
    const job = await claimGenerationJob(db, jobId);
    if (!job) return;
    const kind = kinds.get(job.kind);
    if (!kind) {
      log.error({ jobId, kind: job.kind }, 'no handler for this generation kind');
      return;
    }
    // Runs that died with their copy count too: a job that keeps killing copies stops here.
    if (job.attempt > kind.maxAttempts) {
      await endFailedRun(kind, job, new GenerationFailure('no run finished it', false));
      return;
    }
    const isCopyStopping = () => stop.signal.reason instanceof CopyStopping;
    let lastWrite = 0;
    let lastStage: string | undefined;
    const keepLease = setInterval(() => {
      reportGenerationProgress(db, job, job.progress, undefined)
        .then((held) => {
          if (!held) stop.abort(new Error('the job was taken over'));
        })
        .catch((error) => log.warn({ err: error, jobId }, 'renewing a generation lease failed'));
    }, GENERATION_LEASE_MS / 3);
    keepLease.unref();
    try {
      const result = await kind.run({
        job,
        signal: stop.signal,
        async report(progress, stage) {
          const now = Date.now();
          // A report without a stage stays in the stage it is in: only the time lets it through.
          const sameStage = stage === undefined || stage === lastStage;
          if (sameStage && now - lastWrite < PROGRESS_WRITE_MS) return;
          lastWrite = now;
          lastStage = stage ?? lastStage;
          job.progress = progress;
          if (!(await reportGenerationProgress(db, job, progress, stage))) {
            stop.abort(new Error('the job was taken over'));
          }
        },
      });
      // A run that finished as the copy stopped keeps its result; one taken over does not.
      if (stop.signal.aborted && !isCopyStopping()) return;
      if (await finishGenerationJob(db, kind, job, result)) {
        const ready = READY_NOTICE_OF[job.kind];
        if (ready) await options.readyNotices?.send({ kind: ready, userId: job.userId });
      }
    } catch (error) {
      if (isCopyStopping()) await putBack(job);
      else if (!stop.signal.aborted) await endFailedRun(kind, job, error);
    } finally {
      clearInterval(keepLease);
    }
  }

  return {
    wake,
    runJob,
    sweepTask: {
      name: 'sweep-generation-jobs',
      cron: '* * * * *',
      done: 'woke stranded generation jobs',
      failed: 'sweeping generation jobs failed',
      async run() {
        const stranded = await findStrandedGenerationJobs(db);
        for (const jobId of stranded) await wake(jobId);
        return stranded.length;
      },
    },
    async start() {
      const work = { concurrency: options.concurrency, pollSeconds: WORK_POLL_SECONDS };
      await jobs.work<{ jobId: string }>(QUEUE, work, (data) => runJob(data.jobId));
    },
    async stop() {
      isStopping = true;
      for (const stop of runs.keys()) stop.abort(new CopyStopping('the server is stopping'));
      await Promise.allSettled(runs.values());
    },
  };
}
