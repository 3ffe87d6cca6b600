import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * What users make in the studio: a photo of a character (and the videos that come next). The
 * generation job draws it; the file is a media row. Public ones form the community gallery.
 */
export const studioItems = pgTable(
  'studio_items',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    kind: text('kind').$type<'photo' | 'video'>().notNull(),
    characterId: text('character_id').notNull(),
    jobId: text('job_id').notNull(),
    state: text('state').$type<'generating' | 'ready' | 'failed'>().notNull(),
    prompt: text('prompt').notNull(),
    negativePrompt: text('negative_prompt').notNull().default(''),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    cfg: real('cfg').notNull(),
    steps: smallint('steps').notNull(),
    templateId: text('template_id'),
    /** Visible to its owner only; otherwise in the community gallery once ready. */
    isPrivate: boolean('is_private').notNull().default(false),
    mediaId: text('media_id'),
    /** A video's poster frame (a still of its first moment). */
    posterMediaId: text('poster_media_id'),
    /** A video's length in seconds; 0 for a photo. */
    durationSeconds: smallint('duration_seconds').notNull().default(0),
    /** A video's source picture: a media row (one of the user's, a catalogue photo, an upload). */
    sourceMediaId: text('source_media_id'),
    /** The model that drew it, as the image provider names itself. */
    model: text('model').notNull(),
    isDemoModel: boolean('is_demo_model').notNull().default(false),
    pricePaid: integer('price_paid').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** Set by a report: out of the gallery until a moderator decides. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('studio_items_owner_idx').on(table.ownerId, table.createdAt),
    index('studio_items_gallery_idx')
      .on(table.characterId, table.createdAt)
      .where(
        sql`${table.state} = 'ready' and not ${table.isPrivate} and ${table.hiddenAt} is null and ${table.deletedAt} is null`,
      ),
    check('studio_items_likes_not_negative', sql`${table.likeCount} >= 0`),
  ],
);

/** A user's like of a gallery picture: one row each, so a like counts once however often sent. */
export const studioItemLikes = pgTable(
  'studio_item_likes',
  {
    userId: text('user_id').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => studioItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] })],
);

/** A user's favorite picture (theirs or the gallery's): one row each. */
export const studioItemFavorites = pgTable(
  'studio_item_favorites',
  {
    userId: text('user_id').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => studioItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('studio_item_favorites_user_idx').on(table.userId, table.createdAt),
  ],
);
