import { and, count, desc, eq, isNotNull, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reports } from '../../db/schema/reports';
import { studioItems } from '../../db/schema/studio-items';
import { decideReport, ModerationRefused } from './moderation';

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
 * A moderator's decision on a reported photo (moderation.ts `decideReport`): `keep` puts it back
 * in the gallery and clears its reports; `remove` deletes it (its file is then its owner's only,
 * until an upheld appeal). Answers false when there is no such photo under review.
 */
export async function reviewPhoto(
  db: Database,
  itemId: string,
  decision: 'keep' | 'remove',
): Promise<boolean> {
  try {
    await decideReport(db, 'photo', itemId, decision);
    return true;
  } catch (error) {
    if (error instanceof ModerationRefused) return false;
    throw error;
  }
}
