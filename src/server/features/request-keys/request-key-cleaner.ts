import type { Database } from '../../db/database';
import type { PeriodicTask } from '../../jobs/periodic-task';
import { forgetOldRequestKeys } from './request-keys';

/** Forgets remembered spending calls older than a day, hourly. */
export function requestKeyCleanerTask(db: Database): PeriodicTask {
  return {
    name: 'forget-old-request-keys',
    cron: '37 * * * *',
    done: 'forgot old request keys',
    failed: 'forgetting old request keys failed',
    run: () => forgetOldRequestKeys(db),
  };
}
