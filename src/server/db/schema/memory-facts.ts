import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { conversations, messages } from './conversations';

/**
 * What a character remembers about the user in one conversation: short facts the user told her,
 * each linked to the message it came from. The user can read, edit and delete them.
 */
export const memoryFacts = pgTable(
  'memory_facts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The user's message the fact was taken from; null once that message is deleted. */
    sourceMessageId: bigint('source_message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('memory_facts_conversation_idx').on(table.conversationId, table.id),
    // Deleting a message looks up the facts taken from it.
    index('memory_facts_source_idx').on(table.sourceMessageId),
  ],
);
