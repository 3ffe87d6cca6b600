import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reports users make of content they find abusive (`/v1/user/report`). One row per reporter and
 * target: reporting again updates the reason. Moderators read them with `npm run support`.
 */
export const reports = pgTable(
  'reports',
  {
    reporterId: text('reporter_id').notNull(),
    /** What is reported: a character or a gallery photo (messages and creators come later). */
    targetType: text('target_type', { enum: ['character', 'photo'] }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reporterId, table.targetType, table.targetId] }),
    index('reports_target_idx').on(table.targetType, table.targetId),
  ],
);
