import type { Database } from '../../db/database';
import type { PeriodicTask } from '../../jobs/periodic-task';
import { failStaleReplies } from './abandoned-replies';

/**
 * Fails and refunds replies whose writer is gone that nobody opened again, every minute (a send or
 * a join recovers its conversation's reply at once).
 */
export function staleReplySweeperTask(db: Database): PeriodicTask {
  return {
    name: 'sweep-stale-replies',
    cron: '* * * * *',
    level: 'warn',
    done: 'failed and refunded replies left by a stopped server',
    failed: 'sweeping stale replies failed',
    run: () => failStaleReplies(db),
  };
}
