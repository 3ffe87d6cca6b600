import type { Database } from '../../db/database';
import type { PeriodicTask } from '../../jobs/periodic-task';
import { eraseExpiredAccounts } from './data-rights';

/** Erases accounts whose restore period ended, hourly. */
export function accountEraserTask(db: Database): PeriodicTask {
  return {
    name: 'erase-expired-accounts',
    cron: '17 * * * *',
    done: 'erased accounts past their restore period',
    failed: 'erasing expired accounts failed',
    run: () => eraseExpiredAccounts(db),
  };
}
