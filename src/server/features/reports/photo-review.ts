import { and, count, desc, eq, isNotNull, isNull, max, or } from 'drizzle-orm';
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
  /** Out of the gallery already; a lone fresh reporter's photo stays in it while it waits. */
  hidden: boolean;
}

/** Reported photos no moderator has decided on yet, hidden or still shown, most reported first. */
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
      hiddenAt: studioItems.hiddenAt,
    })
    .from(studioItems)
    .leftJoin(reports, and(eq(reports.targetType, 'photo'), eq(reports.targetId, studioItems.id)))
    .where(
      and(
        isNull(studioItems.deletedAt),
        or(isNotNull(studioItems.hiddenAt), isNotNull(reports.reporterId)),
      ),
    )
    .groupBy(studioItems.id)
    .orderBy(desc(count(reports.reporterId)));
  return rows.map(({ hiddenAt, ...row }) => ({
    ...row,
    reports: Number(row.reports),
    hidden: hiddenAt !== null,
  }));
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
