import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { characterStories, characters } from './characters';
import { userPersonas } from './personas';

/**
 * One conversation with one character. `user_id` is a user's id, or a tour visitor's (`v-…`) until
 * the visitor signs in and the conversation moves into the account.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    /** The tour visitor this conversation was taken from when they signed in. */
    claimedFrom: text('claimed_from'),
    /** The story this conversation was started from (played from her page), if any. */
    storyId: text('story_id').references(() => characterStories.id, { onDelete: 'set null' }),
    /** The persona the user chose here; null uses their default (a deleted one falls back too). */
    personaId: text('persona_id').references(() => userPersonas.id, { onDelete: 'set null' }),
    /** The user chose to be nobody in particular here: no persona, not even the default. */
    isPersonaOff: boolean('persona_off').notNull().default(false),
    /** The voice the user chose for her in this conversation; null uses the character's. */
    voice: text('voice'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on `last_message_at`: every send moves it twice (her reply too), and without an index
  // on it PostgreSQL updates the row in place. A user's list is read by `user_id` and sorted; it
  // holds one conversation per character they talk to, tens, not thousands.
  (table) => [index('conversations_user_character_idx').on(table.userId, table.characterId)],
);

export type MessageRole = 'user' | 'character';

/** A photo the character sent with a reply: the full picture and its blurred copy. */
export interface MessagePhoto {
  photoId: string;
  mediaId: string;
  blurredMediaId: string;
  /** Paid for (an offer she made, opened): its owner sees it sharp, member or not. */
  isPaid?: boolean;
}

/** Where a photo she offered stands: waiting for the user, being drawn (paid), or sent. */
export type PhotoOfferState = 'open' | 'drawing' | 'sent';

/**
 * A photo she offered with a reply (a `[selfie: …]` command taken out of its text): her line,
 * which is also what the photo shows, and its price in coins. Nothing is charged while it is open.
 */
export interface MessageOffer {
  id: string;
  line: string;
  price: number;
  state: PhotoOfferState;
  /** Opened by itself under the user's allowance (VIP), not by a tap. */
  isAuto: boolean;
}

/** A voice note she sent with a reply: its Ogg Opus file (a public media row), length and shape. */
export interface MessageVoiceNote {
  mediaId: string;
  seconds: number;
  /** Loudness of the note in equal slices, 0–100, for the bubble's waveform. */
  waveform: number[];
}
/** `streaming`: a reply being generated; `done`; `failed`: generation failed and was refunded. */
export type MessageStatus = 'streaming' | 'done' | 'failed';

/**
 * A message. A character reply is stored empty while it is written (status `streaming`) and with
 * its text once it is done; the text so far is with the copy writing it, which a reopened chat
 * follows. At most one reply per conversation streams at a time, which the database enforces.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<MessageRole>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('done'),
    /** Earlier versions of a regenerated reply, oldest first, to swipe between. */
    alternatives: jsonb('alternatives').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** What was paid for this message (user messages, regenerated replies): currency, amount. */
    chargeCurrency: text('charge_currency').$type<'energy' | 'gold'>(),
    chargeAmount: integer('charge_amount'),
    /** A regenerated reply's own charge: its ledger reference, so a failure refunds just that. */
    chargeReference: text('charge_reference'),
    /** A user's message that is a gift (its content is the gift's emoji and name). */
    giftId: text('gift_id'),
    /** A reply that comes with one of the character's photos. */
    photo: jsonb('photo').$type<MessagePhoto>(),
    /** A photo she offered with this reply, shown as a card until it is opened (paid). */
    offer: jsonb('offer').$type<MessageOffer>(),
    /** A voice note she sent with this reply (issue 35). */
    voiceNote: jsonb('voice_note').$type<MessageVoiceNote>(),
    /** Why a reply failed, in words, for the log and the refund's ledger row. */
    failureReason: text('failure_reason'),
    /**
     * Until when the server copy writing a streaming reply holds it (database time). The writer
     * renews it every few seconds; once it has passed, the writer is gone and any copy may fail
     * and refund the reply. Null on rows written before leases existed (see `leaseExpired`).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.id),
    uniqueIndex('messages_one_generation_idx')
      .on(table.conversationId)
      .where(sql`${table.status} = 'streaming'`),
    // Offers are capped per conversation and per day; few messages carry one.
    index('messages_offer_idx')
      .on(table.conversationId, table.createdAt)
      .where(sql`${table.offer} is not null`),
  ],
);
