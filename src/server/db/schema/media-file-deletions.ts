import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Files in media storage whose media rows are gone, still to remove. Written in the transaction
 * that deletes the rows, so a file is never forgotten by a crash or an outage of the storage;
 * removed once the file is (features/media/media-file-removal.ts).
 */
export const mediaFileDeletions = pgTable('media_file_deletions', {
  storageKey: text('storage_key').primaryKey(),
  /** Removals tried and failed so far. */
  attempts: integer('attempts').notNull().default(0),
  /** Why the last try failed, for an operator looking at a file that will not go. */
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
