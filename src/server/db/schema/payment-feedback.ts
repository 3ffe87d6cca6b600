import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './payments';
import { users } from './users';

/**
 * What a buyer told support about a payment that may have gone wrong (spec §8), with the order
 * it is about. One row per user and order: writing again updates it, so support reads the
 * latest account of the problem and the count stays bounded.
 */
export const paymentFeedback = pgTable(
  'payment_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    what: text('what').notNull(),
    /** How to reach the buyer besides the app (an address, a Telegram handle), if given. */
    contact: text('contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_feedback_user_order_idx').on(table.userId, table.orderId),
    index('payment_feedback_updated_idx').on(table.updatedAt),
  ],
);
