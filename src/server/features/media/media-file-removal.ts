import { MEDIA_THUMBNAIL_WIDTHS } from '@contract/constants';
import { asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { media } from '../../db/schema/media';
import { mediaFileDeletions } from '../../db/schema/media-file-deletions';
import type { PeriodicTask } from '../../jobs/periodic-task';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { thumbnailKeyOf } from './media-bytes';

/** Files removed side by side: enough to hide S3's round trips, few enough not to flood it. */
const REMOVAL_CONCURRENCY = 8;
/** Recorded files looked at together (one query for the rows still naming them). */
const REMOVAL_BATCH = 200;
/** Files recorded by one statement, well under PostgreSQL's 65535 parameters. */
const RECORD_BATCH = 1000;

/** Where removals that failed are told: the server's log, or a support command's output. */
export interface RemovalLog {
  warn(fields: object, message: string): void;
}

type DeletedRow = Pick<typeof media.$inferSelect, 'id' | 'storageKey' | 'contentType'>;

/** A row's files: its own in media storage, and the thumbnails an image may have made beside it. */
function filesOf(row: DeletedRow): string[] {
  // Thumbnails are made of images only (web/media-routes), also of those kept in their row.
  const thumbnails = row.contentType.startsWith('image/')
    ? MEDIA_THUMBNAIL_WIDTHS.map((width) => thumbnailKeyOf(row.id, width))
    : [];
  return [...(row.storageKey ? [row.storageKey] : []), ...thumbnails];
}

/**
 * Deletes the media rows `where` selects inside the caller's transaction and records their files
 * (and thumbnails) for removal, so rows and record commit or roll back together. Answers the keys,
 * for `removeMediaFiles` once the transaction committed; what fails then is retried by
 * `mediaFileRemovalTask`.
 */
export async function deleteMediaRows(tx: Executor, where: SQL): Promise<string[]> {
  const rows = await tx
    .delete(media)
    .where(where)
    .returning({ id: media.id, storageKey: media.storageKey, contentType: media.contentType });
  const keys = [...new Set(rows.flatMap(filesOf))];
  for (let start = 0; start < keys.length; start += RECORD_BATCH) {
    await tx
      .insert(mediaFileDeletions)
      .values(keys.slice(start, start + RECORD_BATCH).map((storageKey) => ({ storageKey })))
      .onConflictDoNothing();
  }
  return keys;
}

/** `deleteMediaRows` for the rows of `ids` that `ownerId` owns (none for no ids). */
export function deleteOwnedMedia(
  tx: Executor,
  ownerId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return deleteMediaRows(tx, sql`${inArray(media.id, [...ids])} and ${eq(media.ownerId, ownerId)}`);
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Removes recorded files and forgets them; a failed one stays recorded with its error. */
async function removeBatch(
  db: Database,
  storage: MediaStorage,
  keys: readonly string[],
  log: RemovalLog,
): Promise<number> {
  // A file a media row names is that row's, whatever was recorded: only the record goes.
  const named = new Set(
    (
      await db
        .select({ storageKey: media.storageKey })
        .from(media)
        .where(inArray(media.storageKey, [...keys]))
    ).map((row) => row.storageKey),
  );
  const gone: string[] = [];
  const failed: Array<{ key: string; error: unknown }> = [];
  await eachLimited(keys, REMOVAL_CONCURRENCY, async (key) => {
    try {
      if (!named.has(key)) await storage.delete(key);
      gone.push(key);
    } catch (error) {
      failed.push({ key, error });
    }
  });
  if (gone.length > 0) {
    await db.delete(mediaFileDeletions).where(inArray(mediaFileDeletions.storageKey, gone));
  }
  for (const { key, error } of failed) {
    await db
      .update(mediaFileDeletions)
      .set({
        attempts: sql`${mediaFileDeletions.attempts} + 1`,
        lastError: error instanceof Error ? error.message : String(error),
      })
      .where(eq(mediaFileDeletions.storageKey, key));
  }
  if (failed[0]) {
    log.warn(
      { err: failed[0].error, failed: failed.length, key: failed[0].key },
      'media files could not be removed; they are tried again later',
    );
  }
  return gone.length;
}

/**
 * Removes files `deleteMediaRows` recorded, right after its transaction committed. Never throws:
 * whatever it could not remove stays recorded for `mediaFileRemovalTask`. Answers how many went.
 */
export async function removeMediaFiles(
  db: Database,
  storage: MediaStorage,
  keys: readonly string[],
  log: RemovalLog,
): Promise<number> {
  let removed = 0;
  try {
    for (let start = 0; start < keys.length; start += REMOVAL_BATCH) {
      removed += await removeBatch(db, storage, keys.slice(start, start + REMOVAL_BATCH), log);
    }
  } catch (error) {
    log.warn({ err: error }, 'removing media files failed; they are tried again later');
  }
  return removed;
}

/**
 * Removes a file just made from media row `mediaId` (a thumbnail, a picture drawn from its recipe)
 * when the row is gone: a request that read the row before a delete can store the file after the
 * delete removed its files. Checked after storing, so either this sees the delete committed, or the
 * delete commits later and its removal, after its commit, finds the file. Never throws.
 */
export async function removeIfMediaGone(
  db: Database,
  storage: MediaStorage,
  mediaId: string,
  key: string,
  log: RemovalLog,
): Promise<void> {
  try {
    const [row] = await db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.id, mediaId))
      .limit(1);
    if (row) return;
    // Recorded first, so what storage refuses now is retried by `mediaFileRemovalTask`.
    await db.insert(mediaFileDeletions).values({ storageKey: key }).onConflictDoNothing();
    await removeMediaFiles(db, storage, [key], log);
  } catch (error) {
    log.warn({ err: error, key }, 'checking a file made of deleted media failed');
  }
}

/** Removes every recorded file it can, in key order; answers how many went. */
export async function removeRecordedMediaFiles(
  db: Database,
  storage: MediaStorage,
  log: RemovalLog,
): Promise<number> {
  let removed = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .select({ storageKey: mediaFileDeletions.storageKey })
      .from(mediaFileDeletions)
      .where(gt(mediaFileDeletions.storageKey, after))
      .orderBy(asc(mediaFileDeletions.storageKey))
      .limit(REMOVAL_BATCH);
    const keys = batch.map((row) => row.storageKey);
    if (keys.length === 0) return removed;
    removed += await removeBatch(db, storage, keys, log);
    after = keys[keys.length - 1] as string;
  }
}

/** Tries again, every 10 minutes, the files of deleted media that could not be removed at once. */
export function mediaFileRemovalTask(db: Database, storage: MediaStorage): PeriodicTask {
  return {
    name: 'remove-media-files',
    cron: '*/10 * * * *',
    done: 'removed files of deleted media',
    failed: 'removing files of deleted media failed',
    run: (log) => removeRecordedMediaFiles(db, storage, log),
  };
}
