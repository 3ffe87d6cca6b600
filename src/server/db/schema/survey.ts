import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's survey (spec §3: questions 1 to 12 with choices), kept while it is filled in so it can
 * be finished later; `completedAt` is set once, with the reward.
 */
export const surveyResponses = pgTable('survey_responses', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Choice id by question id. */
  answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
