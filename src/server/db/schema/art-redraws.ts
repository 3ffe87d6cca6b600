import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A run of `npm run support -- redraw-art` (features/art-redraw): the shipped art drawn again by
 * the configured real image model. The run's rows are its truth; the job queue only wakes a copy
 * to work on it, and the lease keeps it to one copy at a time.
 */
export const artRedrawRuns = pgTable('art_redraw_runs', {
  id: serial('id').primaryKey(),
  /** The model it draws with, for the operator's eye. */
  modelName: text('model_name').notNull(),
  /** `running` until every item is done (`switched`) or an item failed for good (`failed`). */
  state: text('state').$type<'running' | 'failed' | 'switched'>().notNull().default('running'),
  /** The copy working on it, until `leaseUntil`; another copy may take it over after that. */
  holder: text('holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** When its pictures replaced the old ones, all at once. */
  switchedAt: timestamp('switched_at', { withTimezone: true }),
});

/** One picture of a run: drawn, checked and stored under the run's own keys, or failed. */
export const artRedrawItems = pgTable(
  'art_redraw_items',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => artRedrawRuns.id, { onDelete: 'cascade' }),
    /** Which picture (`catalogue/mei/0`, `looks/anime/woman/body/slim`, `templates/beach-day`). */
    key: text('key').notNull(),
    state: text('state').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure, for `redraw-art status`. */
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.key] })],
);
