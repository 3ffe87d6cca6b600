import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each sign-in mail or SMS sent: a 6-digit code or a link token, stored as a hash. The rows double
 * as the send counters for the per-address and per-IP limits, so the limits hold across restarts
 * and across several server copies.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The normalized email address, or the E.164 phone number for `sms`. The column keeps its
     * first name, `email`, so the table needs no rename; the two forms never collide.
     */
    address: text('email').notNull(),
    /** How the secret travelled; each channel has its own per-IP limit. */
    channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
    kind: text('kind').$type<'code' | 'link'>().notNull(),
    secretHash: text('secret_hash').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('login_codes_email_created_idx').on(table.address, table.createdAt),
    index('login_codes_ip_created_idx').on(table.ip, table.createdAt),
    index('login_codes_secret_idx').on(table.secretHash),
    // The hourly SMS budget counts a channel's recent rows.
    index('login_codes_channel_created_idx').on(table.channel, table.createdAt),
  ],
);
