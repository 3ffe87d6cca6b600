import { and, count, desc, eq, isNotNull, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { media } from '../../db/schema/media';
import { reports } from '../../db/schema/reports';
import { studioItems } from '../../db/schema/studio-items';

/** A reported photo waiting for a moderator: what it is and what the reporters said. */
export interface PhotoUnderReview {
  itemId: string;
  ownerId: string;
  characterId: string;
  prompt: string;
  mediaId: string | null;
  reports: number;
  lastReportAt: Date | null;
}

/** Photos a report took out of the gallery and no moderator has decided on yet, most reported first. */
export async function listPhotosUnderReview(db: Database): Promise<PhotoUnderReview[]> {
  const rows = await db
    .select({
      itemId: studioItems.id,
      ownerId: studioItems.ownerId,
      characterId: studioItems.characterId,
      prompt: studioItems.prompt,
      mediaId: studioItems.mediaId,
      reports: count(reports.reporterId),
      lastReportAt: max(reports.createdAt),
    })
    .from(studioItems)
    .leftJoin(reports, and(eq(reports.targetType, 'photo'), eq(reports.targetId, studioItems.id)))
    .where(and(isNotNull(studioItems.hiddenAt), isNull(studioItems.deletedAt)))
    .groupBy(studioItems.id)
    .orderBy(desc(count(reports.reporterId)));
  return rows.map((row) => ({ ...row, reports: Number(row.reports) }));
}

/**
 * A moderator's decision on a reported photo: `keep` puts it back in the gallery and clears its
 * reports; `remove` deletes it for good (its file is then its owner's only). Answers false when
 * there is no such photo under review.
 */
export async function reviewPhoto(
  db: Database,
  itemId: string,
  decision: 'keep' | 'remove',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .update(studioItems)
      .set(decision === 'keep' ? { hiddenAt: null } : { deletedAt: new Date() })
      .where(
        and(
          eq(studioItems.id, itemId),
          isNotNull(studioItems.hiddenAt),
          isNull(studioItems.deletedAt),
        ),
      )
      .returning();
    if (!item) return false;
    if (decision === 'keep') {
      await tx
        .delete(reports)
        .where(and(eq(reports.targetType, 'photo'), eq(reports.targetId, itemId)));
    } else if (item.mediaId) {
      await tx.update(media).set({ access: 'owner' }).where(eq(media.id, item.mediaId));
    }
    return true;
  });
}
