import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { createJobQueue, type JobQueue } from '../../src/server/jobs/job-queue';
import type { PeriodicTask } from '../../src/server/jobs/periodic-task';
import { createLogger } from '../../src/server/lib/logger';
import { createTestDatabase } from './helpers/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let secondCopy: Awaited<ReturnType<typeof openDatabase>> | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  // A second server copy has its own pool on the same PostgreSQL; PGlite belongs to one
  // process, so there the second queue shares the one database.
  if (database.url)
    secondCopy = await openDatabase({ databaseUrl: database.url, dataDir: ':memory:' });
});
afterAll(async () => {
  await secondCopy?.close();
  await database.drop();
});

const waitFor = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
};

/** How many rounds of the queue `name` wait or run, as pg-boss's own rows say. */
async function unfinishedJobs(name: string): Promise<number> {
  const { rows } = await database.runSql(
    `select count(*)::int as count from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
    [name],
  );
  return (rows[0] as { count: number }).count;
}

describe('periodic tasks on the job queue', () => {
  it('runs one round at a time across copies, and folds many asks into one waiting round', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let rounds = 0;
    let release: () => void = () => {};
    const task: PeriodicTask = {
      name: 'test-periodic',
      cron: '0 0 1 1 *',
      done: 'done',
      failed: 'failed',
      async run() {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        rounds++;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        running--;
        return 1;
      },
    };
    const log = createLogger('silent');
    const copies: JobQueue[] = [
      createJobQueue(database, log, { pollSeconds: 0.5 }),
      createJobQueue(secondCopy ?? database, log, { pollSeconds: 0.5 }),
    ];
    try {
      for (const copy of copies) await copy.start();
      // Both copies schedule the task, and each asks for a round as it starts.
      await Promise.all(copies.map((copy) => copy.schedule(task)));
      await waitFor(() => rounds === 1);
      // While the round runs, both copies ask again and again: one more round waits, no more.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => copies[i % 2]?.runNow(task) ?? Promise.resolve()),
      );
      release();
      await waitFor(() => rounds === 2);
      release();
      await waitFor(() => running === 0);
      // No third round: once pg-boss holds nothing waiting or running, none can start.
      await waitFor(async () => (await unfinishedJobs(task.name)) === 0);
      expect({ rounds, mostAtOnce }).toEqual({ rounds: 2, mostAtOnce: 1 });
    } finally {
      release();
      await Promise.all(copies.map((copy) => copy.stop(1000)));
    }
  });
});
