import type { Database } from '../../../db/database';
import type { JobQueue } from '../../../jobs/job-queue';
import type { PeriodicTask } from '../../../jobs/periodic-task';
import type { Logger } from '../../../lib/logger';
import { checkPromptSafety } from '../../safety/prompt-safety';
import {
  type ChapterRow,
  chapterInput,
  chapterLeaseSeconds,
  claimChapter,
  findStrandedChapters,
  finishChapter,
  fragmentsChapter,
  releaseChapter,
} from './chapter-queries';
import type { ChapterWriter } from './chapter-writer';

const QUEUE = 'write-chapter';
/** Tries of one chapter, a died copy's included; after the last, it keeps cut messages. */
const CHAPTER_ATTEMPTS = 3;
/** How often a copy looks for chapters other copies closed; its own are taken at once. */
const WORK_POLL_SECONDS = 5;
/** Chapters one copy writes at once; they are background work beside the replies. */
const CONCURRENCY = 2;

/** Wakes a chapter's job (what the chat needs of the worker). */
export interface ChapterWake {
  wake(chapterId: number): Promise<void>;
}

export interface ChapterWorker extends ChapterWake {
  /** Writes one chapter, or tries to and leaves it for the next try (what the queue calls). */
  runJob(chapterId: number): Promise<void>;
  /** The sweep that wakes chapters whose wake-up was lost or whose copy died, every minute. */
  sweepTask: PeriodicTask;
  /** Takes chapter jobs on this copy and wakes chapters left unwritten by a stop. */
  start(): Promise<void>;
  /** Stops this copy's runs (their chapters wait for the next start or another copy). */
  stop(): Promise<void>;
}

/** A model's chapter the safety checker refuses is no chapter: it is tried again. */
function assertSafeChapter(text: { title: string; summary: string }) {
  const verdict = checkPromptSafety(`${text.title}. ${text.summary}`);
  if (!verdict.isSafe)
    throw new Error(`the chapter was refused by the safety check (${verdict.reason})`);
}

/**
 * Writes chapters from the job queue. The chapter's row is the job's truth: a run claims it (one
 * copy wins), asks the writer, and stores the text; a failed try waits `retryDelaySeconds` times
 * the tries so far and runs again, and the last failed try stores the chapter's cut messages
 * instead. A reply never waits for any of it: the prompt reads what is written.
 */
export function createChapterWorker(options: {
  db: Database;
  jobs: JobQueue;
  writer: ChapterWriter;
  log: Logger;
  /** The writer's own timeout; a claim is held this long and some. */
  writerTimeoutMs: number;
  retryDelaySeconds?: number;
  pollSeconds?: number;
}): ChapterWorker {
  const { db, jobs, writer, log } = options;
  const retryDelaySeconds = options.retryDelaySeconds ?? 30;
  const leaseSeconds = chapterLeaseSeconds(options.writerTimeoutMs);
  const stopping = new AbortController();
  const runs = new Set<Promise<void>>();

  const wake = (chapterId: number, delaySeconds?: number) =>
    jobs.send(QUEUE, { chapterId }, delaySeconds ? { delaySeconds } : {});

  async function fallBack(chapter: ChapterRow, reason: string) {
    const input = await chapterInput(db, chapter);
    if (await finishChapter(db, chapter, fragmentsChapter(input), 'fragments')) {
      log.warn(
        { chapterId: chapter.id, attempts: chapter.attempts, reason },
        'chapter kept as cut messages',
      );
    }
  }

  async function write(chapterId: number) {
    const chapter = await claimChapter(db, chapterId, leaseSeconds);
    if (!chapter) return;
    // Runs that died with their copy count too: a chapter that keeps killing copies stops here.
    if (chapter.attempts > CHAPTER_ATTEMPTS) {
      await fallBack(chapter, 'no try finished it');
      return;
    }
    try {
      const input = await chapterInput(db, chapter);
      const text = await writer.write(input, stopping.signal);
      assertSafeChapter(text);
      await finishChapter(db, chapter, text, 'model');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (stopping.signal.aborted) {
        // This copy stops: the chapter waits for the next start or another copy.
        await releaseChapter(db, chapter, 'the server stopped', {
          retryAfterSeconds: 0,
          uncount: true,
        });
        return;
      }
      if (chapter.attempts >= CHAPTER_ATTEMPTS) {
        await fallBack(chapter, reason);
        return;
      }
      const wait = retryDelaySeconds * chapter.attempts;
      if (await releaseChapter(db, chapter, reason, { retryAfterSeconds: wait })) {
        log.warn({ chapterId, attempt: chapter.attempts, reason }, 'chapter failed; trying again');
        // A moment after the wait, so the claim finds it passed.
        await wake(chapterId, wait > 0 ? wait + 1 : undefined);
      }
    }
  }

  async function runJob(chapterId: number) {
    if (stopping.signal.aborted) {
      // Fetched as this copy stops: back in the queue for another copy or the next start.
      await wake(chapterId).catch((error: unknown) =>
        log.warn({ err: error, chapterId }, 'a chapter could not be put back in the queue'),
      );
      return;
    }
    const run = write(chapterId).catch((error: unknown) => {
      // The database failed: the sweep wakes the chapter again.
      log.error({ err: error, chapterId }, 'writing a chapter failed');
    });
    runs.add(run);
    try {
      await run;
    } finally {
      runs.delete(run);
    }
  }

  const wakeStranded = async () => {
    const stranded = await findStrandedChapters(db);
    for (const chapterId of stranded) await wake(chapterId);
    return stranded.length;
  };

  return {
    wake: (chapterId) => wake(chapterId),
    runJob,
    sweepTask: {
      name: 'sweep-chapters',
      cron: '* * * * *',
      done: 'woke unwritten chapters',
      failed: 'sweeping chapters failed',
      run: wakeStranded,
    },
    async start() {
      const work = {
        concurrency: CONCURRENCY,
        pollSeconds: options.pollSeconds ?? WORK_POLL_SECONDS,
      };
      await jobs.work<{ chapterId: number }>(QUEUE, work, (data) => runJob(data.chapterId));
      await wakeStranded();
    },
    async stop() {
      stopping.abort(new Error('the server is stopping'));
      await Promise.allSettled([...runs]);
    },
  };
}
