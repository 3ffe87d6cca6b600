import { UNUSED_UPLOAD_KEEP_MS } from '@contract/constants';
import { and, eq, inArray, isNull, like, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { media } from '../../db/schema/media';
import { profileVerifications } from '../../db/schema/reports';
import { studioItems } from '../../db/schema/studio-items';
import type { PeriodicTask } from '../../jobs/periodic-task';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { deleteMediaRows, type RemovalLog, removeMediaFiles } from '../media/media-file-removal';
import { UPLOAD_FOLDER } from './video-source';

/** Uploads removed per transaction, so a round never holds one huge delete. */
const SWEEP_BATCH = 500;

/**
 * Uploads nobody uses: in the uploads folder, still their owner's only (an age verification's
 * pictures are moderators'), made before `cutoff`, the source of no item that is not deleted and
 * held by no verification.
 */
function unusedUploads(db: Database, cutoff: Date): SQL {
  const one = sql`1`;
  const conditions = [
    like(media.storageKey, `${UPLOAD_FOLDER}/%`),
    eq(media.access, 'owner'),
    lt(media.createdAt, cutoff),
    notExists(
      db
        .select({ one })
        .from(studioItems)
        .where(and(eq(studioItems.sourceMediaId, media.id), isNull(studioItems.deletedAt))),
    ),
    notExists(
      db
        .select({ one })
        .from(profileVerifications)
        .where(
          or(
            eq(profileVerifications.selfieMediaId, media.id),
            eq(profileVerifications.documentMediaId, media.id),
          ),
        ),
    ),
  ];
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/**
 * Removes uploads no video was made of within UNUSED_UPLOAD_KEEP_MS (docs/decisions.md): rows in
 * a transaction, files right after it. Answers how many went.
 */
async function removeUnusedUploads(
  db: Database,
  storage: MediaStorage,
  log: RemovalLog,
  now = new Date(),
): Promise<number> {
  const unused = unusedUploads(db, new Date(now.getTime() - UNUSED_UPLOAD_KEEP_MS));
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = (
        await tx.select({ id: media.id }).from(media).where(unused).limit(SWEEP_BATCH)
      ).map((row) => row.id);
      // Checked again as they are deleted: a video may have been ordered of one meanwhile.
      const files =
        ids.length > 0
          ? await deleteMediaRows(tx, sql`${inArray(media.id, ids)} and ${unused}`)
          : [];
      return { found: ids.length, files };
    });
    await removeMediaFiles(db, storage, batch.files, log);
    removed += batch.found;
    if (batch.found < SWEEP_BATCH) return removed;
  }
}

/** Removes unused uploads, hourly. */
export function unusedUploadSweeperTask(db: Database, storage: MediaStorage): PeriodicTask {
  return {
    name: 'remove-unused-uploads',
    cron: '47 * * * *',
    done: 'removed unused uploads',
    failed: 'removing unused uploads failed',
    run: (log) => removeUnusedUploads(db, storage, log),
  };
}
