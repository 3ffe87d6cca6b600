import type { Logger } from './logger';

/**
 * Runs `task` at start and then every `intervalMs` without keeping the process alive; the task
 * answers how many things it handled, logged when not zero. Returns the function that stops it.
 */
export function startPeriodicJob(options: {
  log: Logger;
  intervalMs: number;
  /** Logged with the count when the task handled something. */
  done: string;
  /** Logged with the error when the task failed; the next run tries again. */
  failed: string;
  task: () => Promise<number>;
  level?: 'info' | 'warn';
}): () => void {
  const { log } = options;
  const run = () =>
    options
      .task()
      .then((handled) => {
        if (handled > 0) log[options.level ?? 'info']({ handled }, options.done);
      })
      .catch((error) => log.error({ err: error }, options.failed));
  void run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
