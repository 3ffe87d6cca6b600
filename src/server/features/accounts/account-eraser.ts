import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { startPeriodicJob } from '../../lib/periodic-job';
import { eraseExpiredAccounts } from './data-rights';

const ERASE_INTERVAL_MS = 60 * 60 * 1000;

/** Erases accounts whose restore period ended, at start and then hourly; returns a stop function. */
export function startAccountEraser(db: Database, log: Logger): () => void {
  return startPeriodicJob({
    log,
    intervalMs: ERASE_INTERVAL_MS,
    done: 'erased accounts past their restore period',
    failed: 'erasing expired accounts failed',
    task: () => eraseExpiredAccounts(db),
  });
}
