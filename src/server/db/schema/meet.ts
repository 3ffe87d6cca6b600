import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { characters } from './characters';
import { conversations } from './conversations';

/** A user's Meet preferences (`/v1/user/meet-pro/config/update`); no row means the defaults. */
export const meetPreferences = pgTable(
  'meet_preferences',
  {
    userId: text('user_id').primaryKey(),
    /** null: either style. */
    style: text('style').$type<'realistic' | 'anime'>(),
    /** null: either gender. */
    gender: text('gender').$type<'woman' | 'man'>(),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Only adults, whatever a client sends.
    check(
      'meet_preferences_adult_ages',
      sql`${table.ageMin} >= 18 and ${table.ageMax} >= ${table.ageMin}`,
    ),
  ],
);

/**
 * One swipe per user and character: the first one stands, so parallel or repeated swipes of a
 * card record it once. A returned like is a match with the conversation it opened.
 */
export const meetSwipes = pgTable(
  'meet_swipes',
  {
    userId: text('user_id').notNull(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    action: text('action').$type<'like' | 'pass'>().notNull(),
    isMatch: boolean('is_match').notNull().default(false),
    conversationId: text('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.characterId] }),
    index('meet_swipes_user_action_idx').on(table.userId, table.action),
  ],
);
