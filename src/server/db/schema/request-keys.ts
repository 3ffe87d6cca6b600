import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Calls that spend, as their caller identified them (an idempotency key, or the signed body): a
 * repeat of one answers the first call's result instead of spending again. Written in the same
 * transaction as the charge, so a call is recorded exactly when it was charged. Kept a day.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    /** Who spent: a user id, or a tour visitor's id. */
    ownerId: text('owner_id').notNull(),
    /** `k:` and the client's idempotency key, or `b:` and the SHA-256 of the signed body. */
    key: text('key').notNull(),
    /** The call's path and params, hashed: the same key with other params is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** What a repeat needs to answer as the first call did (ids of the messages it made). */
    result: jsonb('result').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.key] }),
    index('request_keys_created_idx').on(table.createdAt),
  ],
);
