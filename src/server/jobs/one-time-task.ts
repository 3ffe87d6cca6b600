import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneTimeTasks } from '../db/schema/one-time-tasks';
import type { Logger } from '../lib/logger';

/**
 * Work done once in the life of a deployment (a check of what was published before a rule
 * existed), run by the job queue's `runOnce`. Its run must be safe to repeat: a copy that dies
 * mid-run leaves no marker, and the queue runs it again.
 */
export interface OneTimeTask {
  /** The job queue's name for it and its marker's; a new name runs a new task. */
  name: string;
  /** Does the work and answers how many things it handled. */
  run(log: Logger): Promise<number>;
  /** Logged with the count when it finished. */
  done: string;
  /** Logged with the error when it failed; the queue tries again. */
  failed: string;
}

/** Whether the task's marker row says it finished, on any copy, at any start. */
export async function isOneTimeTaskDone(db: Database, name: string): Promise<boolean> {
  const [row] = await db
    .select({ name: oneTimeTasks.name })
    .from(oneTimeTasks)
    .where(eq(oneTimeTasks.name, name));
  return row !== undefined;
}

/** Runs the task unless its marker says it finished, then writes the marker. */
export async function runOneTimeTask(db: Database, task: OneTimeTask, log: Logger): Promise<void> {
  if (await isOneTimeTaskDone(db, task.name)) return;
  const handled = await task.run(log);
  await db.insert(oneTimeTasks).values({ name: task.name, handled }).onConflictDoNothing();
  log.info({ handled, task: task.name }, task.done);
}
