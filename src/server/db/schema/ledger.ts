import {
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every change to a user's energy or coins, append-only. Direction is spec §3's IN=1 / OUT=2;
 * `amount` is always positive. A (reason, reference) pair happens once, which makes rewards and
 * payment grants idempotent.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    direction: smallint('direction').notNull(),
    currency: text('currency').$type<'energy' | 'gold'>().notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('ledger_reason_reference_idx').on(table.reason, table.reference),
  ],
);

/** What is left of an erased account's ledger: totals per currency and direction, no user. */
export const erasedLedgerTotals = pgTable('erased_ledger_totals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  currency: text('currency').$type<'energy' | 'gold'>().notNull(),
  direction: smallint('direction').notNull(),
  amount: integer('amount').notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});
