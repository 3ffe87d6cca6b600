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
import { conversations } from './conversations';

/**
 * Where a chapter is: `pending` waits for a copy to write it, `writing` is held by one copy
 * until `lease_until`, `done` has its title and summary (by the model, the demo writer, the
 * user's own edit, or the cut fragments the writer fell back to), `deleted` is one the user
 * deleted: kept empty so its messages are not closed into a chapter again.
 */
export type ChapterStatus = 'pending' | 'writing' | 'done' | 'deleted';

/** Who wrote a done chapter's text. */
export type ChapterSource = 'model' | 'fragments' | 'user';

/**
 * A chapter of a conversation: every CHAPTER_MESSAGES finished messages, she sums up the part
 * just closed from her point of view. The row is the chapter job's truth (the job queue only
 * wakes a copy to write it), and the prompt carries the latest chapters instead of cut messages.
 */
export const chapters = pgTable(
  'chapters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… in the conversation. */
    number: integer('number').notNull(),
    /** The first and last message the chapter covers (ids; the messages may be deleted since). */
    fromMessageId: bigint('from_message_id', { mode: 'number' }).notNull(),
    throughMessageId: bigint('through_message_id', { mode: 'number' }).notNull(),
    /** The user's language when it closed; the summary is written in it. */
    language: text('language').notNull(),
    status: text('status').$type<ChapterStatus>().notNull().default('pending'),
    source: text('source').$type<ChapterSource>(),
    title: text('title').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Runs started so far, a died copy's included; the last allowed one falls back. */
    attempts: integer('attempts').notNull().default(0),
    /** Until when the copy writing it holds it (database time). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Why the last run failed, for the log. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chapters_conversation_number_idx').on(table.conversationId, table.number),
    // The sweep looks for chapters nobody is writing.
    index('chapters_unwritten_idx')
      .on(table.status, table.leaseUntil)
      .where(sql`${table.status} in ('pending', 'writing')`),
  ],
);
