import {
  PHOTO_HIDE_REPORTERS,
  REPORT_HIDE_THRESHOLD,
  type ReportReason,
  type ReportTarget,
} from '@contract/reports';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { moderationDecisions, reports } from '../../db/schema/reports';
import { studioItems } from '../../db/schema/studio-items';
import { newOpaqueId } from '../../lib/secrets';
import { topReason } from './moderation';
import { isSeasonedReporter } from './reporter-standing';

/** Distinct reporters of a target (one row each). */
async function reporterCount(tx: Executor, targetType: ReportTarget, targetId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)));
  return row?.n ?? 0;
}

/**
 * Whether a photo's reports hide it now: a report of a minor, a seasoned reporter's, or a second
 * reporter's. A fresh account's other reports wait for a moderator (or a second reporter), so
 * one account cannot empty the gallery.
 */
async function hidesPhotoNow(tx: Executor, itemId: string, report: NewReport) {
  if (report.reason === 'minor') return true;
  // Reporters of one photo take turns here, so two reports arriving together both count.
  await tx
    .select({ id: studioItems.id })
    .from(studioItems)
    .where(eq(studioItems.id, itemId))
    .for('update');
  if ((await reporterCount(tx, 'photo', itemId)) >= PHOTO_HIDE_REPORTERS) return true;
  return isSeasonedReporter(tx, report.reporterId);
}

/** The report just recorded: who made it and why. */
export interface NewReport {
  reporterId: string;
  reason: ReportReason;
}

/**
 * After a report: hides what the reports now hide and records why for its owner. A gallery photo
 * goes as `hidesPhotoNow` says, a user-made public character once REPORT_HIDE_THRESHOLD distinct
 * users reported it. Official characters, messages and creators only wait in the queue.
 */
export async function applyReportThreshold(
  tx: Executor,
  targetType: ReportTarget,
  targetId: string,
  report: NewReport,
): Promise<void> {
  if (targetType === 'photo') {
    if (!(await hidesPhotoNow(tx, targetId, report))) return;
    const [hidden] = await tx
      .update(studioItems)
      .set({ hiddenAt: new Date() })
      .where(and(eq(studioItems.id, targetId), isNull(studioItems.hiddenAt)))
      .returning({ ownerId: studioItems.ownerId });
    if (hidden) await recordHidden(tx, hidden.ownerId, 'photo', targetId);
    return;
  }
  if (targetType !== 'character') return;
  // Reporters of one character take turns here, so two reports arriving together both count.
  await tx
    .select({ id: characters.id })
    .from(characters)
    .where(eq(characters.id, targetId))
    .for('update');
  if ((await reporterCount(tx, 'character', targetId)) < REPORT_HIDE_THRESHOLD) return;
  const [hidden] = await tx
    .update(characters)
    .set({ hiddenAt: new Date() })
    .where(
      and(eq(characters.id, targetId), isNotNull(characters.ownerId), isNull(characters.hiddenAt)),
    )
    .returning({ ownerId: characters.ownerId });
  if (hidden?.ownerId) await recordHidden(tx, hidden.ownerId, 'character', targetId);
}

async function recordHidden(
  tx: Executor,
  userId: string,
  targetType: 'photo' | 'character',
  targetId: string,
) {
  await tx.insert(moderationDecisions).values({
    id: newOpaqueId(),
    userId,
    targetType,
    targetId,
    action: 'hidden',
    reason: await topReason(tx, targetType, targetId),
  });
}
