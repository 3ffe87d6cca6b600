import { type Db, PgBoss, type Queue } from 'pg-boss';
import type { DatabaseHandle } from '../db/database';
import { postgresErrorCode } from '../db/postgres-error';
import type { Logger } from '../lib/logger';
import { isOneTimeTaskDone, type OneTimeTask, runOneTimeTask } from './one-time-task';
import type { PeriodicTask } from './periodic-task';

/** How often an idle copy looks for a periodic task's job; they run hourly or minutely. */
const PERIODIC_POLL_SECONDS = 10;
/** A round still active after this long is taken to have died with its copy and is run again. */
const PERIODIC_EXPIRE_SECONDS = 15 * 60;
/** A one-time task that failed is tried this many more times, this far apart. */
const ONE_TIME_RETRIES = 5;
const ONE_TIME_RETRY_DELAY_SECONDS = 60;

/**
 * The durable job queue: pg-boss on the app's own database, PostgreSQL or the embedded PGlite.
 * Jobs are rows, so they survive a restart, and a job is fetched by one copy only (`SKIP LOCKED`),
 * however many copies share the database.
 */
export interface JobQueue {
  /** Installs or upgrades the queue's tables and starts its upkeep; call once before the rest. */
  start(): Promise<void>;
  /** Runs `task` on its schedule on one copy at a time, and once now. */
  schedule(task: PeriodicTask): Promise<void>;
  /** Asks for a round of `task` now; a round already waiting makes this one a no-op. */
  runNow(task: PeriodicTask): Promise<void>;
  /**
   * Runs `task` once across all copies and restarts: its job waits in the queue until a copy
   * takes it (one at a time), is tried again if that copy dies, and a marker row ends it for good.
   */
  runOnce(task: OneTimeTask): Promise<void>;
  /**
   * Takes jobs of the queue `name` on this copy, up to `concurrency` at once; a job whose
   * handler throws is not retried by the queue (the handler's own records decide that).
   */
  work<T extends object>(
    name: string,
    options: { concurrency: number; pollSeconds?: number },
    handle: (data: T) => Promise<void>,
  ): Promise<void>;
  /** Adds a job to the queue `name`, to start now or after `delaySeconds`. */
  send(name: string, data: object, options?: { delaySeconds?: number }): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for running ones. */
  stop(timeoutMs?: number): Promise<void>;
}

/** PostgreSQL's code for a transaction it broke off to end a deadlock. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Creates a queue unless it exists. Copies starting together create the same queue at once, and
 * pg-boss's partition set-up can deadlock then: the loser tries again and finds the queue made.
 */
async function ensureQueue(boss: PgBoss, queue: Queue) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if (postgresErrorCode(error) !== DEADLOCK_DETECTED || attempt >= 5) throw error;
    }
  }
}

/** The oldest pg-boss schema version pg-boss 12 migrates from (pg-boss 11's). */
const OLDEST_MIGRATABLE_SCHEMA = 25;

/**
 * pg-boss 12 cannot migrate the schema pg-boss 10 made (version 24) and refuses to start on it.
 * Nothing in it must outlive the upgrade: periodic tasks are scheduled again at every start, and a
 * generation job's row is its truth (the queue only wakes a worker; the sweep wakes stranded
 * rows), so the old schema is dropped and pg-boss installs its own.
 */
async function dropUnmigratableQueue(database: DatabaseHandle, log: Logger) {
  const found = await database.runSql(
    "select to_regclass('pgboss.version') is not null as installed",
  );
  if (!(found.rows[0] as { installed: boolean } | undefined)?.installed) return;
  const versions = await database.runSql('select version from pgboss.version');
  const version = Number((versions.rows[0] as { version: number | string } | undefined)?.version);
  if (!(version < OLDEST_MIGRATABLE_SCHEMA)) return;
  log.warn({ version }, 'dropping the job queue schema of pg-boss 10; pg-boss 12 installs its own');
  await database.runSql('drop schema pgboss cascade');
}

/** A pg-boss connection over the app's own: the pool on PostgreSQL, the one PGlite instance. */
function jobDatabase(database: DatabaseHandle): Db {
  return {
    executeSql: (text, values) => database.runSql(text, values),
  };
}

export function createJobQueue(
  database: DatabaseHandle,
  log: Logger,
  options: {
    /** How often an idle copy looks for work; tests shorten it. */
    pollSeconds?: number;
  } = {},
): JobQueue {
  const pollingIntervalSeconds = options.pollSeconds ?? PERIODIC_POLL_SECONDS;
  const boss = new PgBoss({
    db: jobDatabase(database),
    // PGlite is full PostgreSQL on one connection; pg-boss has a profile for it.
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    // Schedules are checked every 30 s by one copy at a time (pg-boss keeps the last check time).
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  /** The ids of this copy's workers per queue, to wake them when this copy adds a job. */
  const localWorkers = new Map<string, string[]>();

  const runNow = async (task: PeriodicTask) => {
    await boss.send(task.name, {});
  };

  return {
    async start() {
      await dropUnmigratableQueue(database, log);
      await boss.start();
    },
    async schedule(task) {
      // `stately`: at most one round waiting and one running across all copies, so rounds of a
      // slow task never pile up or overlap.
      await ensureQueue(boss, {
        name: task.name,
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: PERIODIC_EXPIRE_SECONDS,
      });
      await boss.work(task.name, { pollingIntervalSeconds }, async () => {
        try {
          const handled = await task.run(log);
          if (handled > 0) log[task.level ?? 'info']({ handled }, task.done);
        } catch (error) {
          log.error({ err: error }, task.failed);
          throw error;
        }
      });
      await boss.schedule(task.name, task.cron, {}, { tz: 'UTC' });
      await runNow(task);
    },
    runNow,
    async runOnce(task) {
      // Done before: no queue to poll for the rest of this copy's life.
      if (await isOneTimeTaskDone(database.db, task.name)) return;
      // `exclusive`: one job waiting or running across all copies; a copy that dies mid-run
      // leaves it active until it expires, then it is tried again.
      await ensureQueue(boss, {
        name: task.name,
        policy: 'exclusive',
        retryLimit: ONE_TIME_RETRIES,
        retryDelay: ONE_TIME_RETRY_DELAY_SECONDS,
        expireInSeconds: PERIODIC_EXPIRE_SECONDS,
      });
      await boss.work(task.name, { pollingIntervalSeconds }, async () => {
        try {
          await runOneTimeTask(database.db, task, log);
        } catch (error) {
          log.error({ err: error }, task.failed);
          throw error;
        }
      });
      await boss.send(task.name, {}, { singletonKey: task.name });
    },
    async work(name, options, handle) {
      await ensureQueue(boss, { name, policy: 'standard', retryLimit: 0 });
      let workerId = '';
      workerId = await boss.work<object>(
        name,
        {
          pollingIntervalSeconds: options.pollSeconds ?? pollingIntervalSeconds,
          batchSize: options.concurrency,
        },
        async (jobs) => {
          await Promise.all(
            jobs.map((job) =>
              handle(job.data as Parameters<typeof handle>[0]).catch((error) =>
                log.error({ err: error, queue: name }, 'job failed'),
              ),
            ),
          );
          // A full batch means more may be waiting: look again at once instead of after a poll.
          if (jobs.length >= options.concurrency && workerId) boss.notifyWorker(workerId);
        },
      );
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), workerId]);
    },
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, {
        ...(sendOptions.delaySeconds ? { startAfter: sendOptions.delaySeconds } : {}),
      });
      // This copy's own workers look at once instead of at their next poll; others poll.
      if (!sendOptions.delaySeconds) {
        for (const workerId of localWorkers.get(name) ?? []) boss.notifyWorker(workerId);
      }
    },
    async stop(timeoutMs = 10_000) {
      // pg-boss 12's stop resolves once its workers have stopped (or the timeout passed).
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
