import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A person using the app (spec §3 user profile and user record). */
export const users = pgTable(
  'users',
  {
    /** Random and opaque, so ids reveal neither order nor count. */
    id: text('id').primaryKey(),
    nick: text('nick').notNull(),
    lang: text('lang').notNull(),
    countryCode: text('country_code'),
    city: text('city'),
    /** A/B bucket, fixed at creation. */
    ab: text('ab').notNull(),
    vipExpireAt: timestamp('vip_expire_at', { withTimezone: true }),
    energy: integer('energy').notNull(),
    /** Energy recovery is settled lazily: whole hours since this moment are still to be added. */
    energyRecoveredAt: timestamp('energy_recovered_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** The chat model: base, or advanced (VIP only). */
    chatModel: text('chat_model').$type<'base' | 'advanced'>().notNull().default('base'),
    /** The character style the user prefers on Home; null shows both. */
    preferredStyle: text('preferred_style').$type<'realistic' | 'anime'>(),
    /**
     * Coins a day a VIP member lets photos she offers open by themselves (0: every offer waits for
     * a tap). Read only while the user is a member.
     */
    photoOfferAllowance: integer('photo_offer_allowance').notNull().default(0),
    goldBalance: integer('gold_balance').notNull().default(0),
    enableNsfw: boolean('enable_nsfw').notNull().default(false),
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    channel: text('channel'),
    inviterId: text('inviter_id'),
    isRegister: boolean('is_register').notNull().default(false),
    registerTime: timestamp('register_time', { withTimezone: true }),
    preferenceTags: jsonb('preference_tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** When the user finished (or skipped) choosing interests after signing up (`/v1/user/init`). */
    initializedAt: timestamp('initialized_at', { withTimezone: true }),
    /** The home-screen gift (spec §9: 20 energy, once) was given. */
    rewardEnergyAddHomeScreen: boolean('reward_energy_add_home_screen').notNull().default(false),
    /** The first-steps guides and the third-day banner this account has seen (spec §3). */
    /**
     * When the user let the bot write to them (Telegram's `requestWriteAccess`) to be told that a
     * reply or a generation is ready; null when they did not, or turned it off.
     */
    botMessagesAllowedAt: timestamp('bot_messages_allowed_at', { withTimezone: true }),
    seenFirstSteps: jsonb('seen_first_steps').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * When the Bot API confirmed the user is a member of the support channel and the join gift was
     * given; purchases from then on earn the channel's bonus coins.
     */
    supportChannelJoinedAt: timestamp('support_channel_joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by deactivation; the account is erased when the grace period after it ends. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set when personal data was erased; the row stays as an anonymous tombstone. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    index('users_deactivated_idx').on(table.deactivatedAt),
    // Balances can never go below zero, whatever a query does.
    check('users_energy_not_negative', sql`${table.energy} >= 0`),
    check('users_gold_not_negative', sql`${table.goldBalance} >= 0`),
  ],
);

/**
 * A sign-in method attached to a user: an email address, a phone number (E.164), a Google account
 * (`sub`) or a Telegram user id. Each subject belongs to at most one user.
 */
export const identities = pgTable(
  'identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'email' | 'phone' | 'google' | 'telegram'>().notNull(),
    subject: text('subject').notNull(),
    /** What the user recognises the method by: the address, the number or the Telegram name. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('identities_kind_subject_idx').on(table.kind, table.subject),
    index('identities_user_idx').on(table.userId),
  ],
);

/** A session: only the SHA-256 of the token is stored, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
