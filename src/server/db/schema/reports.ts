import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * What can be reported: what users report (`/v1/user/report`), and a user's `chat`, which only
 * the strikes of features/safety/chat-strikes.ts report (its id is the user's).
 */
export const REPORT_TARGET_TYPES = ['character', 'photo', 'message', 'creator', 'chat'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/**
 * Reports users make of content they find abusive (`/v1/user/report`). One row per reporter and
 * target: reporting again updates the reason, so the count of rows is the count of reporters.
 * Moderators read them with `npm run support`; a decision clears them.
 */
export const reports = pgTable(
  'reports',
  {
    reporterId: text('reporter_id').notNull(),
    /** A character, a gallery photo, a message (its numeric id) or a creator (their user id). */
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reporterId, table.targetType, table.targetId] }),
    index('reports_target_idx').on(table.targetType, table.targetId),
  ],
);

/** What a decision is about: reported content, a creator, an age verification, a user's chat. */
export const DECISION_TARGET_TYPES = [
  'character',
  'photo',
  'creator',
  'verification',
  'chat',
] as const;
export type DecisionTargetType = (typeof DECISION_TARGET_TYPES)[number];

/**
 * What was done to a user's content or account: `hidden` by reports until a moderator looks,
 * `removed` by a moderator, a creator `restricted` (their public characters hidden), a
 * verification `rejected`, a chat `locked` by strikes until `endsAt` (or `restricted` by a
 * moderator, with no end). `liftedAt` is set when a moderator keeps the content or upholds an appeal.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: text('id').primaryKey(),
    /** The user the decision is about: the owner of the content, the creator, the verified. */
    userId: text('user_id').notNull(),
    targetType: text('target_type', { enum: DECISION_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    action: text('action', {
      enum: ['hidden', 'removed', 'restricted', 'rejected', 'locked'],
    }).notNull(),
    /** A report reason code, or the moderator's words. */
    reason: text('reason').notNull(),
    /** The characters a creator restriction hid, so an upheld appeal shows exactly those again. */
    affectedIds: jsonb('affected_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    /** When a temporary decision (a chat lock) ends by itself; null for those that last. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_decisions_user_idx').on(table.userId, table.createdAt),
    index('moderation_decisions_target_idx').on(table.targetType, table.targetId),
  ],
);

/** A user's appeal of a decision: one per decision, answered by a moderator. */
export const appeals = pgTable(
  'appeals',
  {
    id: text('id').primaryKey(),
    decisionId: text('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    message: text('message').notNull(),
    state: text('state', { enum: ['pending', 'upheld', 'denied'] })
      .notNull()
      .default('pending'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('appeals_one_per_decision').on(table.decisionId),
    index('appeals_pending_idx').on(table.state, table.createdAt),
  ],
);

/**
 * Age verifications (`/v1/user/profile-verification/submit`): a selfie and a document, private
 * media only moderators see, deleted once reviewed (the media ids are then null).
 */
export const profileVerifications = pgTable(
  'profile_verifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    state: text('state', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    selfieMediaId: text('selfie_media_id'),
    documentMediaId: text('document_media_id'),
    /** Why it was rejected, in the moderator's words. */
    reason: text('reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_verifications_user_idx').on(table.userId, table.createdAt),
    // One verification waiting at a time per user, held by the database under parallel submits.
    uniqueIndex('profile_verifications_one_pending')
      .on(table.userId)
      .where(sql`${table.state} = 'pending'`),
  ],
);
