import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OpenEventStreams } from './api/open-event-streams';
import type { DatabaseHandle } from './db/database';
import type { ChatServices } from './features/chat/chat-services';
import { drainReplies, STREAM_CLOSED_EVENT } from './features/chat/reply-drain';
import type { GenerationWorker } from './features/generation/generation-worker';
import type { JobQueue } from './jobs/job-queue';
import { stopChildProcesses } from './lib/child-processes';
import type { Logger } from './lib/logger';

/** How long a stop may take in all: the process has exited by then (Docker's default is 10 s). */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long replies being written get to finish after a stop signal. */
const REPLY_GRACE_MS = 7_000;
/** How long the replies stopped then get to be failed and refunded, with a final event each. */
const STOPPED_REPLY_SETTLE_MS = 1_500;
/** The end of the grace kept for the work that ends after the connections, and the database. */
const AFTER_CONNECTIONS_MS = 700;
/** The end of the grace kept for closing the database (PGlite writes its files then). */
const DATABASE_CLOSE_MS = 400;
/** The very end of the grace, kept for the exit itself. */
const EXIT_MARGIN_MS = 100;

/** What a stop ends, in its order. */
export interface StoppingParts {
  server: Server;
  chat: ChatServices;
  openStreams: OpenEventStreams;
  jobs: JobQueue;
  generation: GenerationWorker;
  database: DatabaseHandle;
  log: Logger;
}

/** Resolves true once `task` settles, false at `moment` (epoch ms) if it has not by then. */
async function settlesBy(task: Promise<unknown>, moment: number): Promise<boolean> {
  const timer = new AbortController();
  const passed = sleep(Math.max(0, moment - Date.now()), false, { signal: timer.signal });
  try {
    return await Promise.race([
      task.then(
        () => true,
        () => true,
      ),
      passed.catch(() => false),
    ]);
  } finally {
    timer.abort();
  }
}

/**
 * Stops the server within `SHUTDOWN_GRACE_MS`, then resolves (the caller exits 0): paid
 * generations at once (their jobs back in the queue, their child processes stopped and their
 * files removed); replies get `REPLY_GRACE_MS` to finish, the rest are failed and refunded with a
 * final event; every event stream still open then gets a final event and the time to write it
 * before the connections close; then the job queue and the database. Should any step hang past the
 * grace, the process exits 1 at its end.
 */
export async function stopGracefully(parts: StoppingParts, signal: string): Promise<void> {
  const { server, chat, openStreams, jobs, generation, database, log } = parts;
  const deadline = Date.now() + SHUTDOWN_GRACE_MS;
  setTimeout(() => {
    log.error('the stop did not finish within its grace; exiting anyway');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();

  const generationStopped = generation
    .stop()
    .then(() => stopChildProcesses())
    .catch((error: unknown) => log.warn({ err: error }, 'generations did not stop cleanly'));
  // Periodic rounds stop being taken at once; one already running gets the replies' grace.
  const jobsStopped = jobs
    .stop(REPLY_GRACE_MS)
    .catch((error: unknown) => log.warn({ err: error }, 'the job queue did not stop cleanly'));
  // Replies first, while still listening: their followers can rejoin, and new sends are refused
  // with a code (2030) instead of a dropped connection. With no reply running this is instant.
  log.info({ signal, replies: chat.writers.size }, 'stopping: no new replies, finishing the rest');
  const replies = await drainReplies(chat, {
    graceMs: REPLY_GRACE_MS,
    settleMs: STOPPED_REPLY_SETTLE_MS,
  });
  log.info(replies, 'replies settled; no new connections, finishing requests');

  const connectionsClosedBy = deadline - AFTER_CONNECTIONS_MS;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would otherwise hold `close` open until they time out.
  server.closeIdleConnections();
  // Streams whose reply did not settle in time, or that follow a reply another copy writes.
  const streams = await openStreams.closeAll(STREAM_CLOSED_EVENT, connectionsClosedBy - Date.now());
  if (!(await settlesBy(closed, connectionsClosedBy))) {
    log.warn('requests did not finish in time; closing their connections');
  }
  server.closeAllConnections();

  // A send that was being taken while the drain ran started its reply late: it was stopped at once.
  const lateReplies = drainReplies(chat, {
    graceMs: 0,
    settleMs: Math.max(0, deadline - DATABASE_CLOSE_MS - Date.now()),
  });
  const work = Promise.all([lateReplies, jobsStopped, generationStopped]).then(() =>
    chat.relay.close(),
  );
  if (!(await settlesBy(work, deadline - DATABASE_CLOSE_MS))) {
    log.warn('replies, jobs or generations did not stop in time');
  }
  if (!(await settlesBy(database.close(), deadline - EXIT_MARGIN_MS))) {
    log.warn('the database did not close in time');
  }
  log.info({ streams }, 'stopped');
}
