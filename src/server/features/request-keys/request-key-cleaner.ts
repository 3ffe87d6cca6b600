import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { startPeriodicJob } from '../../lib/periodic-job';
import { forgetOldRequestKeys } from './request-keys';

const CLEAN_INTERVAL_MS = 60 * 60 * 1000;

/** Forgets remembered spending calls older than a day, every hour; returns a stop. */
export function startRequestKeyCleaner(db: Database, log: Logger): () => void {
  return startPeriodicJob({
    log,
    intervalMs: CLEAN_INTERVAL_MS,
    done: 'forgot old request keys',
    failed: 'forgetting old request keys failed',
    task: () => forgetOldRequestKeys(db),
  });
}
