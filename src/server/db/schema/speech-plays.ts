import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { messages } from './conversations';

/** `paid`: charged (or free in the allowance); `refunded`: its synthesis failed and it was paid back. */
export type SpeechPlayStatus = 'paid' | 'refunded';

/**
 * One user's paid hearing of one reply's words in one voice and model: the first Listen writes it and
 * charges, every later chunk and replay finds it and is free. The unique index makes parallel
 * first plays charge once.
 */
export const speechPlays = pgTable(
  'speech_plays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    voice: text('voice').notNull(),
    model: text('model').notNull(),
    /** The spoken text's SHA-256: a regenerated or swapped reply is new words, paid anew. */
    textHash: text('text_hash').notNull(),
    /** Spoken characters, what the price and the VIP allowance count. */
    characters: integer('characters').notNull(),
    status: text('status').$type<SpeechPlayStatus>().notNull().default('paid'),
    chargeCurrency: text('charge_currency').$type<'energy' | 'gold' | 'allowance'>().notNull(),
    chargeAmount: integer('charge_amount').notNull(),
    /** Charges so far (a refunded play is charged again when heard again): the ledger reference. */
    attempt: integer('attempt').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('speech_plays_once_idx').on(
      table.userId,
      table.messageId,
      table.textHash,
      table.voice,
      table.model,
    ),
    index('speech_plays_allowance_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.chargeCurrency} = 'allowance'`),
  ],
);
