import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Chat messages the moderation provider refused, and model replies it withheld, for moderators:
 * who, when, to which character, why, and the text. Kept `MODERATION_LOG_DAYS`
 * (docs/operations.md), then removed by the `forget-old-moderation-refusals` job; kept through an
 * account's erasure until then, as a record of attempted abuse.
 */
export const moderationRefusals = pgTable(
  'moderation_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The user, or the visitor for a tour message. */
    userId: text('user_id').notNull(),
    /** Null when the conversation was not the sender's (the send is refused for that anyway). */
    characterId: text('character_id'),
    conversationId: text('conversation_id').notNull(),
    /**
     * Where the text came from: the user's new message, an edit of one, the note of a new version
     * (`chat_regenerate`, "Try again, but…"), or a visitor's tour
     * message; or, the other way, the model's reply to a user (`chat_reply`: a send, gift, new
     * version or edit) or to a visitor (`tour_reply`).
     */
    source: text('source', {
      enum: ['chat_send', 'chat_edit', 'chat_regenerate', 'tour_send', 'chat_reply', 'tour_reply'],
    }).notNull(),
    /** The provider's category, such as `sexual/minors`. */
    category: text('category').notNull(),
    /** What the provider matched, for the moderator's eye. */
    matched: text('matched').notNull(),
    /** The provider that refused (`embedded`, later a classifier's name). */
    provider: text('provider').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_refusals_created_at_idx').on(table.createdAt),
    index('moderation_refusals_user_idx').on(table.userId, table.createdAt),
  ],
);
