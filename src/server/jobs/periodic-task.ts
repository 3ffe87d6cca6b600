import type { Logger } from '../lib/logger';

/** Work a server does on a schedule (renewals, clean-ups, reports), run by the job queue. */
export interface PeriodicTask {
  /** The job queue's name for it; unique among tasks. */
  name: string;
  /** When it runs, as cron in UTC (minute resolution). It also runs once when a server starts. */
  cron: string;
  /** Does one round of the work and answers how many things it handled. */
  run(log: Logger): Promise<number>;
  /** Logged with the count when a round handled something. */
  done: string;
  /** Logged with the error when a round failed; the next round tries again. */
  failed: string;
  level?: 'info' | 'warn';
}
