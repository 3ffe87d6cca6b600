import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time tasks that finished (jobs/one-time-task.ts): a row is the marker that stops every
 * server copy, and every later start, from running the task again.
 */
export const oneTimeTasks = pgTable('one_time_tasks', {
  name: text('name').primaryKey(),
  /** What the run handled, for the operator's eye. */
  handled: integer('handled').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
