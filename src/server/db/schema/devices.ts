import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What we remember about a device before (or without) sign-in: its chosen language. */
export const devices = pgTable('devices', {
  uuid: text('uuid').primaryKey(),
  lang: text('lang').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
