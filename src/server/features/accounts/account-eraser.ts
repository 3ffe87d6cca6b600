import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { eraseExpiredAccounts } from './data-rights';

const ERASE_INTERVAL_MS = 60 * 60 * 1000;

/** Erases accounts whose restore period ended, at start and then hourly; returns a stop function. */
export function startAccountEraser(db: Database, log: Logger): () => void {
  const run = () =>
    eraseExpiredAccounts(db)
      .then((erased) => {
        if (erased > 0) log.info({ erased }, 'erased accounts past their restore period');
      })
      .catch((error) => log.error({ err: error }, 'erasing expired accounts failed'));
  void run();
  const timer = setInterval(run, ERASE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
