import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { startPeriodicJob } from '../../lib/periodic-job';
import { failStaleReplies } from './abandoned-replies';

const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Fails and refunds replies whose writer is gone that nobody opened again, every minute (a send or
 * a join recovers its conversation's reply at once); returns a stop.
 */
export function startStaleReplySweeper(db: Database, log: Logger): () => void {
  return startPeriodicJob({
    log,
    intervalMs: SWEEP_INTERVAL_MS,
    level: 'warn',
    done: 'failed and refunded replies left by a stopped server',
    failed: 'sweeping stale replies failed',
    task: () => failStaleReplies(db),
  });
}
