import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { conversations } from './conversations';

/**
 * The state of the story now in one conversation: where, time of day, what she wears, her mood
 * and what is happening. No row: the scene the character's scenario starts with. Every prompt of
 * the conversation reads it, and every photo of her in it is drawn from it.
 */
export const conversationScenes = pgTable('conversation_scenes', {
  conversationId: text('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  place: text('place').notNull().default(''),
  timeOfDay: text('time_of_day').notNull().default(''),
  outfit: text('outfit').notNull().default(''),
  mood: text('mood').notNull().default(''),
  happening: text('happening').notNull().default(''),
  /** Who wrote it last: the chat model after a reply, or the user. */
  source: text('source').$type<'model' | 'user'>().notNull(),
  /** The reply the model updated it after, if it did last. */
  afterReplyId: bigint('after_reply_id', { mode: 'number' }),
  /** Grows by one with every change; a change made from an older version is not kept. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
