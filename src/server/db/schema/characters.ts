import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The texts a user reads, per locale code; English is always present. */
export type CharacterTexts = Record<
  string,
  {
    name: string;
    description: string;
    greeting: string;
    relationship: string;
    occupation: string;
    personality: string;
  }
>;

/**
 * What an imported character card carried that has no column of its own (features/character-cards):
 * kept on her and written back on export, with who made the card and where it came from.
 */
export interface CharacterCardMeta {
  /** The card version and file it came in. */
  spec: 'v1' | 'v2' | 'v3';
  format: 'png' | 'json' | 'charx';
  alternateGreetings: string[];
  exampleDialogue: string;
  creatorNotes: string;
  /** The card's own tags, free words (catalogue tags are in `tags`). */
  tags: string[];
  creator: string;
  characterVersion: string;
  sources: string[];
  /** The lorebook's own settings; its entries are rows of `lorebook_entries`. */
  book: {
    name: string;
    description: string;
    scanDepth: number | null;
    tokenBudget: number | null;
    recursiveScanning: boolean;
    extras: Record<string, unknown>;
  } | null;
  extensions: Record<string, unknown>;
  extras: Record<string, unknown>;
  /** When her creator confirmed they may publish this imported character; null until then. */
  publishRightsConfirmedAt: string | null;
}

/** A character people chat with (spec §3), official (no owner) or made by a user. */
export const characters = pgTable(
  'characters',
  {
    id: text('id').primaryKey(),
    /** The user who made it; null for the official catalogue. */
    ownerId: text('owner_id'),
    kind: text('kind').$type<'REALITY' | 'ANIMATE'>().notNull(),
    gender: text('gender').$type<'woman' | 'man'>().notNull(),
    style: text('style').$type<'realistic' | 'anime'>().notNull(),
    /** free=10, memberFree=20 (VIP only). */
    access: smallint('access').notNull(),
    /** notRelease=10, test=20, release=30. */
    releaseState: smallint('release_state').notNull(),
    /** private=0, open=1. */
    visibility: smallint('visibility').notNull(),
    age: smallint('age').notNull(),
    relationship: text('relationship').notNull(),
    kinks: jsonb('kinks').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    personality: text('personality').notNull(),
    occupation: text('occupation').notNull(),
    race: text('race').notNull(),
    hairstyle: text('hairstyle').notNull(),
    hairColor: text('hair_color').notNull(),
    eyeColor: text('eye_color').notNull(),
    body: text('body').notNull(),
    breast: text('breast').notNull(),
    hips: text('hips').notNull(),
    clothing: text('clothing').notNull(),
    /** Written for the model, English. */
    scenario: text('scenario').notNull(),
    persona: text('persona').notNull(),
    texts: jsonb('texts').$type<CharacterTexts>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Visitors may chat with tour characters before signing in. */
    isTour: boolean('is_tour').notNull().default(false),
    /** Editorial popularity for ranking before there is activity. */
    basePopularity: integer('base_popularity').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    chatCount: integer('chat_count').notNull().default(0),
    portraitMediaId: text('portrait_media_id'),
    /**
     * A user's creation (features/custom-characters): onSubmit=10, creating=20, createFail=21,
     * createSuccess=30, done=40 (spec §4); null for the official catalogue.
     */
    customState: smallint('custom_state'),
    /** How it was asked for: the wizard's choices, or a description in the user's words. */
    customMode: text('custom_mode').$type<'template' | 'prompt' | 'card'>(),
    customDescription: text('custom_description'),
    /** The language its persona was written in (its creator's). */
    customLanguage: text('custom_language'),
    /** The first story the chat model wrote for her, in `customLanguage`. */
    story: text('story'),
    /** The generation job making it now, or that made it last. */
    generationJobId: text('generation_job_id'),
    /** An imported character card's other fields and credits; null for characters made here. */
    card: jsonb('card').$type<CharacterCardMeta>(),
    /** Coins its creation cost (0 for the VIP's free one). */
    pricePaid: integer('price_paid').notNull().default(0),
    /** Made with the VIP's one free template creation (spec §6), which is then used up. */
    isVipFreeCreation: boolean('is_vip_free_creation').notNull().default(false),
    /** Her voice (a speech provider's voice id), chosen by her creator; null: one picked from her id. */
    voice: text('voice'),
    /**
     * Hidden from everyone but its owner: by enough reports until a moderator decides, by a
     * moderator's removal, or with its creator's restriction (features/reports).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Deleted by its owner: gone from lists and new chats; started conversations stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('characters_adult_age', sql`${table.age} >= 18`),
    check('characters_kinks_max', sql`jsonb_array_length(${table.kinks}) <= 3`),
    index('characters_released_idx').on(table.releasedAt),
    index('characters_owner_idx').on(table.ownerId),
    // One generation at a time per user (spec §5), held by the database under parallel calls.
    uniqueIndex('characters_one_generation_per_owner')
      .on(table.ownerId)
      .where(sql`${table.customState} in (10, 20) and ${table.deletedAt} is null`),
  ],
);

/** Character tags with their labels per locale. */
export const characterTags = pgTable('character_tags', {
  id: text('id').primaryKey(),
  labels: jsonb('labels').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Photos of a character; VIP-only ones are blurred for others. */
export const characterPhotos = pgTable(
  'character_photos',
  {
    id: text('id').primaryKey(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    mediaId: text('media_id').notNull(),
    /** The blurred copy shown to those who may not see the photo. */
    blurredMediaId: text('blurred_media_id').notNull(),
    vipOnly: boolean('vip_only').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('character_photos_character_idx').on(table.characterId, table.sort)],
);

/** A user's like (1) or unlike (-1) of a character; no row means none (0). */
export const characterLikes = pgTable(
  'character_likes',
  {
    userId: text('user_id').notNull(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.characterId] })],
);

/** Messages sent to a character per day; Popular ranks by the last seven days. */
export const characterActivity = pgTable(
  'character_activity',
  {
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    messages: integer('messages').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day] })],
);

/** Stories (spec: Desire story) and posts (Desire post) of a character. */
export const characterStories = pgTable(
  'character_stories',
  {
    id: text('id').primaryKey(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'story' | 'post'>().notNull(),
    vipOnly: boolean('vip_only').notNull().default(false),
    texts: jsonb('texts')
      .$type<Record<string, { title: string; teaser: string; opening: string }>>()
      .notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('character_stories_character_idx').on(table.characterId, table.sort)],
);

/**
 * The stories a user started, each with the conversation it started. VIP members resume it (spec
 * perk "load story progress"); others start the story afresh each time.
 */
export const storyProgress = pgTable(
  'story_progress',
  {
    userId: text('user_id').notNull(),
    storyId: text('story_id')
      .notNull()
      .references(() => characterStories.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storyId] })],
);

/**
 * A lorebook entry of a user's character (a card's `character_book`): its content joins the
 * prompt when one of its keys is in the latest messages (features/character-cards).
 */
export const lorebookEntries = pgTable(
  'lorebook_entries',
  {
    id: text('id').primaryKey(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    keys: jsonb('keys').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    secondaryKeys: jsonb('secondary_keys').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    content: text('content').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    constant: boolean('constant').notNull().default(false),
    selective: boolean('selective').notNull().default(false),
    caseSensitive: boolean('case_sensitive').notNull().default(false),
    insertionOrder: integer('insertion_order').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    position: text('position')
      .$type<'before_char' | 'after_char'>()
      .notNull()
      .default('after_char'),
    /** The card entry's fields we have no place for, written back on export. */
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lorebook_entries_character_idx').on(table.characterId, table.insertionOrder)],
);
