import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { failStaleReplies } from './generate-reply';

const SWEEP_INTERVAL_MS = 60 * 1000;

/** Fails and refunds replies left behind by a stopped server copy, every minute; returns a stop. */
export function startStaleReplySweeper(db: Database, log: Logger): () => void {
  const run = () =>
    failStaleReplies(db)
      .then((failed) => {
        if (failed > 0)
          log.warn({ failed }, 'failed and refunded replies left by a stopped server');
      })
      .catch((error) => log.error({ err: error }, 'sweeping stale replies failed'));
  void run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
