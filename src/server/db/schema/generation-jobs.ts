import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Long work a user paid for (a character's portrait and persona, a photo, a video): the row is the
 * truth about it, the job queue only wakes a worker. Whoever holds the lease runs it; a run whose
 * lease passed is taken over by another copy, and `attempt` fences off the late finish of a run
 * that was taken over.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** Which work it is; each kind has its handler (features/generation/generation-kinds). */
    kind: text('kind').notNull(),
    state: text('state').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull(),
    /** The kind's input, as the request gave it after checks. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The kind's result (media ids and such) once it succeeded. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** 0–100, and the stage the kind named last (e.g. "hair"), for the screens to follow. */
    progress: smallint('progress').notNull().default(0),
    stage: text('stage'),
    /** Runs started so far; a finish counts only from the run that holds this number. */
    attempt: integer('attempt').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** What was charged for it, paid back through the ledger when it finally fails. */
    chargeCurrency: text('charge_currency').$type<'energy' | 'gold'>(),
    chargeAmount: integer('charge_amount').notNull().default(0),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('generation_jobs_user_idx').on(table.userId, table.createdAt),
    index('generation_jobs_open_idx')
      .on(table.state, table.updatedAt)
      .where(sql`${table.state} in ('queued', 'running')`),
    check('generation_jobs_progress_range', sql`${table.progress} between 0 and 100`),
  ],
);
