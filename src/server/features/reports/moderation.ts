import { VISIBILITY } from '@contract/enums';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { media } from '../../db/schema/media';
import {
  appeals,
  moderationDecisions,
  profileVerifications,
  type ReportTargetType,
  reports,
} from '../../db/schema/reports';
import { studioItems } from '../../db/schema/studio-items';
import { newOpaqueId } from '../../lib/secrets';
import { removeMessage } from '../chat/message-actions';

/** A reported target waiting for a moderator, with its reporters' count and reasons. */
export interface QueueEntry {
  targetType: ReportTargetType;
  targetId: string;
  reports: number;
  /** Reason codes with how many reporters gave each, most given first. */
  reasons: Record<string, number>;
  /** Notes reporters wrote, newest first. */
  details: string[];
  lastReportAt: Date;
  /** Hidden from others now (by report-threshold.ts's rules). */
  hidden: boolean;
}

/** The most given reason among a target's reports. */
export async function topReason(db: Executor, targetType: ReportTargetType, targetId: string) {
  const [row] = await db
    .select({ reason: reports.reason, n: count() })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)))
    .groupBy(reports.reason)
    .orderBy(desc(count()), reports.reason)
    .limit(1);
  return row?.reason ?? 'other';
}

/** The decision in effect on a target (not lifted), if any. */
async function decisionInEffect(db: Executor, targetType: string, targetId: string) {
  const [row] = await db
    .select()
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.targetType, targetType as 'character'),
        eq(moderationDecisions.targetId, targetId),
        isNull(moderationDecisions.liftedAt),
      ),
    )
    .orderBy(desc(moderationDecisions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Every reported target no moderator has decided on yet, most reported first. */
export async function listModerationQueue(db: Executor): Promise<QueueEntry[]> {
  const rows = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .orderBy(desc(reports.createdAt));
  const entries = new Map<string, QueueEntry>();
  for (const row of rows) {
    const key = `${row.targetType}:${row.targetId}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        targetType: row.targetType,
        targetId: row.targetId,
        reports: 0,
        reasons: {},
        details: [],
        lastReportAt: row.createdAt,
        hidden: false,
      };
      entries.set(key, entry);
    }
    entry.reports += 1;
    entry.reasons[row.reason] = (entry.reasons[row.reason] ?? 0) + 1;
    if (row.details) entry.details.push(row.details);
  }
  const list = [...entries.values()];
  const hiddenIds = async (type: 'character' | 'photo') => {
    const ids = list.filter((entry) => entry.targetType === type).map((entry) => entry.targetId);
    if (ids.length === 0) return new Set<string>();
    const table = type === 'character' ? characters : studioItems;
    const hidden = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), isNotNull(table.hiddenAt)));
    return new Set(hidden.map((row) => row.id));
  };
  const [hiddenCharacters, hiddenPhotos] = await Promise.all([
    hiddenIds('character'),
    hiddenIds('photo'),
  ]);
  for (const entry of list) {
    entry.hidden =
      (entry.targetType === 'character' && hiddenCharacters.has(entry.targetId)) ||
      (entry.targetType === 'photo' && hiddenPhotos.has(entry.targetId));
  }
  return list.sort(
    (a, b) => b.reports - a.reports || b.lastReportAt.getTime() - a.lastReportAt.getTime(),
  );
}

/** Why a moderator's command did nothing, in words for the command line. */
export class ModerationRefused extends Error {}

const clearReports = (tx: Executor, targetType: ReportTargetType, targetId: string) =>
  tx.delete(reports).where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)));

/** Answers a pending appeal of `decisionId` with the moderator's words (a decision answers it). */
async function answerPendingAppeal(
  tx: Executor,
  decisionId: string,
  state: 'upheld' | 'denied',
  answer: string,
) {
  await tx
    .update(appeals)
    .set({ state, answer, answeredAt: new Date() })
    .where(and(eq(appeals.decisionId, decisionId), eq(appeals.state, 'pending')));
}

/**
 * A moderator's decision on a user's chat, reported by strikes. `keep`: every lock on it lifted
 * (an appeal of one upheld). `remove`: the chat stays locked with no end, `note` as the reason,
 * until an appeal is upheld.
 */
async function decideChat(
  tx: Executor,
  userId: string,
  current: typeof moderationDecisions.$inferSelect | null,
  decision: 'keep' | 'remove',
  note: string,
) {
  if (decision === 'keep') {
    const lifted = await tx
      .update(moderationDecisions)
      .set({ liftedAt: new Date() })
      .where(
        and(
          eq(moderationDecisions.targetType, 'chat'),
          eq(moderationDecisions.targetId, userId),
          isNull(moderationDecisions.liftedAt),
        ),
      )
      .returning({ id: moderationDecisions.id });
    for (const row of lifted) {
      await answerPendingAppeal(tx, row.id, 'upheld', note || 'Kept after review');
    }
    return;
  }
  const reason = note || 'minor';
  if (current) {
    await tx
      .update(moderationDecisions)
      .set({ action: 'restricted', reason, endsAt: null })
      .where(eq(moderationDecisions.id, current.id));
    await answerPendingAppeal(tx, current.id, 'denied', reason);
    return;
  }
  await tx.insert(moderationDecisions).values({
    id: newOpaqueId(),
    userId,
    targetType: 'chat',
    targetId: userId,
    action: 'restricted',
    reason,
  });
}

/**
 * A moderator's decision on a reported target. `keep`: back for everyone, reports cleared, what
 * the reports hid lifted. `remove`: a character stays hidden, a photo is deleted (its file its
 * owner's only), a message leaves the chat, a creator's public characters are all hidden, a
 * chat reported by strikes stays locked (`decideChat`); the owner sees the decision with `note` as the reason and may appeal it once. Answers the files of
 * what it deleted (the photo drawn for a removed message), to remove once it committed.
 */
export async function decideReport(
  db: Database,
  targetType: ReportTargetType,
  targetId: string,
  decision: 'keep' | 'remove',
  note = '',
): Promise<string[]> {
  let removedFiles: string[] = [];
  await db.transaction(async (tx) => {
    const [reported] = await tx
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)));
    const current =
      targetType === 'message' ? null : await decisionInEffect(tx, targetType, targetId);
    // A target hidden by reports is decided even once its reports are gone (an erased reporter).
    if (!reported?.n && current?.action !== 'hidden') {
      throw new ModerationRefused(`No report on ${targetType} ${targetId} is waiting.`);
    }
    if (targetType === 'chat') {
      await clearReports(tx, targetType, targetId);
      await decideChat(tx, targetId, current, decision, note);
      return;
    }
    if (decision === 'keep') {
      await clearReports(tx, targetType, targetId);
      if (targetType === 'character') {
        await tx.update(characters).set({ hiddenAt: null }).where(eq(characters.id, targetId));
      } else if (targetType === 'photo') {
        await tx.update(studioItems).set({ hiddenAt: null }).where(eq(studioItems.id, targetId));
      }
      if (current?.action === 'hidden') {
        await tx
          .update(moderationDecisions)
          .set({ liftedAt: new Date() })
          .where(eq(moderationDecisions.id, current.id));
        await answerPendingAppeal(tx, current.id, 'upheld', note || 'Kept after review');
      }
      return;
    }
    const reason = note || (await topReason(tx, targetType, targetId));
    await clearReports(tx, targetType, targetId);
    if (targetType === 'message') {
      removedFiles = await removeMessage(tx, Number(targetId));
      return;
    }
    let userId: string | null = null;
    let affectedIds: string[] = [];
    if (targetType === 'character') {
      const [row] = await tx
        .update(characters)
        .set({ hiddenAt: sql`coalesce(${characters.hiddenAt}, now())` })
        .where(eq(characters.id, targetId))
        .returning({ ownerId: characters.ownerId });
      userId = row?.ownerId ?? null;
    } else if (targetType === 'photo') {
      const [item] = await tx
        .update(studioItems)
        .set({ hiddenAt: sql`coalesce(${studioItems.hiddenAt}, now())`, deletedAt: new Date() })
        .where(and(eq(studioItems.id, targetId), isNull(studioItems.deletedAt)))
        .returning();
      if (item?.mediaId) {
        await tx.update(media).set({ access: 'owner' }).where(eq(media.id, item.mediaId));
      }
      userId = item?.ownerId ?? null;
    } else {
      const hidden = await tx
        .update(characters)
        .set({ hiddenAt: new Date() })
        .where(
          and(
            eq(characters.ownerId, targetId),
            eq(characters.visibility, VISIBILITY.open),
            isNull(characters.hiddenAt),
            isNull(characters.deletedAt),
          ),
        )
        .returning({ id: characters.id });
      userId = targetId;
      affectedIds = hidden.map((row) => row.id);
    }
    if (!userId) return;
    const action = targetType === 'creator' ? 'restricted' : 'removed';
    if (current) {
      // The reports' hiding becomes the moderator's removal; an appeal of it is answered by it.
      await tx
        .update(moderationDecisions)
        .set({ action, reason, affectedIds })
        .where(eq(moderationDecisions.id, current.id));
      await answerPendingAppeal(tx, current.id, 'denied', reason);
    } else {
      await tx.insert(moderationDecisions).values({
        id: newOpaqueId(),
        userId,
        targetType: targetType as 'character' | 'photo' | 'creator',
        targetId,
        action,
        reason,
        affectedIds,
      });
    }
  });
  return removedFiles;
}

/** An appeal waiting for a moderator, with the decision it is about. */
export interface AppealUnderReview {
  appealId: string;
  userId: string;
  message: string;
  createdAt: Date;
  decisionId: string;
  targetType: string;
  targetId: string;
  action: string;
  reason: string;
}

export async function listPendingAppeals(db: Executor): Promise<AppealUnderReview[]> {
  return db
    .select({
      appealId: appeals.id,
      userId: appeals.userId,
      message: appeals.message,
      createdAt: appeals.createdAt,
      decisionId: moderationDecisions.id,
      targetType: moderationDecisions.targetType,
      targetId: moderationDecisions.targetId,
      action: moderationDecisions.action,
      reason: moderationDecisions.reason,
    })
    .from(appeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, appeals.decisionId))
    .where(eq(appeals.state, 'pending'))
    .orderBy(appeals.createdAt);
}

/** Undoes a decision: its content back for everyone (an upheld appeal). */
async function restore(tx: Executor, decision: typeof moderationDecisions.$inferSelect) {
  const { targetType, targetId } = decision;
  if (targetType === 'character') {
    await tx.update(characters).set({ hiddenAt: null }).where(eq(characters.id, targetId));
  } else if (targetType === 'photo') {
    // An item its owner deleted meanwhile has no picture left and stays deleted.
    const [item] = await tx
      .update(studioItems)
      .set({ hiddenAt: null, deletedAt: null })
      .where(and(eq(studioItems.id, targetId), isNotNull(studioItems.mediaId)))
      .returning();
    if (item?.mediaId && !item.isPrivate) {
      await tx.update(media).set({ access: 'public' }).where(eq(media.id, item.mediaId));
    }
  } else if (targetType === 'creator' && decision.affectedIds.length > 0) {
    await tx
      .update(characters)
      .set({ hiddenAt: null })
      .where(inArray(characters.id, decision.affectedIds));
  } else if (targetType === 'verification') {
    await tx
      .update(profileVerifications)
      .set({ state: 'approved', reason: null, reviewedAt: new Date() })
      .where(eq(profileVerifications.id, targetId));
  }
  if (targetType !== 'verification') await clearReports(tx, targetType, targetId);
}

/**
 * A moderator's answer to an appeal: `uphold` undoes the decision (the content is back, a
 * rejected verification approved); `deny` leaves it. The answer is shown to the user either way.
 */
export async function decideAppeal(
  db: Database,
  appealId: string,
  verdict: 'uphold' | 'deny',
  answer: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [appeal] = await tx
      .update(appeals)
      .set({
        state: verdict === 'uphold' ? 'upheld' : 'denied',
        answer,
        answeredAt: new Date(),
      })
      .where(and(eq(appeals.id, appealId), eq(appeals.state, 'pending')))
      .returning();
    if (!appeal) throw new ModerationRefused(`No appeal ${appealId} is waiting.`);
    if (verdict === 'deny') return;
    const [decision] = await tx
      .update(moderationDecisions)
      .set({ liftedAt: new Date() })
      .where(
        and(eq(moderationDecisions.id, appeal.decisionId), isNull(moderationDecisions.liftedAt)),
      )
      .returning();
    if (decision) await restore(tx, decision);
  });
}
