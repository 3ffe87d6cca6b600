import type { Database } from '../../db/database';
import type { PeriodicTask } from '../../jobs/periodic-task';
import { failStaleReplies } from './generate-reply';

/** Fails and refunds replies left behind by a stopped server copy, every minute. */
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
