import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Gifts a user can send a character in chat, priced in coins (seeded, see features/gifts). */
export const gifts = pgTable(
  'gifts',
  {
    id: text('id').primaryKey(),
    emoji: text('emoji').notNull(),
    /** Price in coins. */
    price: integer('price').notNull(),
    /** The gift's name per locale code; English is always present. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [check('gifts_price_positive', sql`${table.price} > 0`)],
);
