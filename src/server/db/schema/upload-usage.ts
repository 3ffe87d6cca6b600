import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each photo an account uploaded in the last day, with the bytes it sent: what the upload budget
 * counts (docs/operations.md: upload limits). Kept apart from `media`, so removing an upload never
 * gives its share of the budget back. Rows older than a day are removed as the account uploads.
 */
export const uploadUsage = pgTable(
  'upload_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('upload_usage_user_created_idx').on(table.userId, table.createdAt)],
);
