import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A visitor trying the chat before signing in (the tour). Only the SHA-256 of the visitor token is
 * kept, like sessions. Tour conversations carry the visitor id as their `user_id` until a sign-in
 * claims them, which moves them into the account.
 */
export const visitors = pgTable(
  'visitors',
  {
    /** `v-` and 16 random hex characters, so it can never equal a user id. */
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** Tour messages sent; a failed reply gives its message back. */
    messagesUsed: integer('messages_used').notNull().default(0),
    /** Where the visitor came from, for the per-network limit on new visitors. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that signed in and took the tour conversations. */
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('visitors_token_idx').on(table.tokenHash),
    index('visitors_ip_created_idx').on(table.ip, table.createdAt),
    check('visitors_messages_used_not_negative', sql`${table.messagesUsed} >= 0`),
  ],
);
