import { type ChatLockedDetails, REFUSAL_CODE } from '@contract/api-codes';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@contract/time';
import { and, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import { moderationRefusals } from '../../db/schema/moderation-refusals';
import { moderationDecisions, reports } from '../../db/schema/reports';
import { users } from '../../db/schema/users';
import { newOpaqueId } from '../../lib/secrets';

/** The strike rules from the environment (docs/operations.md, docs/decisions.md). */
export type StrikeRules = Pick<
  Env,
  | 'CHAT_LOCK_STRIKES'
  | 'CHAT_STRIKE_WINDOW_HOURS'
  | 'CHAT_LOCK_MINUTES'
  | 'CHAT_REPEAT_LOCK_HOURS'
  | 'CHAT_REPEAT_STRIKE_DAYS'
>;

/** The reporter a further strike files its report under: no user, the strikes themselves. */
const STRIKES_REPORTER = 'strikes';

/** The refusals that are a user's strikes: their own words, not a visitor's or a model's reply. */
const USER_SOURCES: ('chat_send' | 'chat_edit' | 'chat_regenerate')[] = [
  'chat_send',
  'chat_edit',
  'chat_regenerate',
];

const chatDecisionsOf = (userId: string) =>
  and(
    eq(moderationDecisions.userId, userId),
    eq(moderationDecisions.targetType, 'chat'),
    eq(moderationDecisions.targetId, userId),
  );

/** The chat lock in effect on a user at `now`: until when (null: until a moderator lifts it). */
export async function chatLockOf(
  db: Executor,
  userId: string,
  now: Date,
): Promise<{ lockedUntil: Date | null } | null> {
  const [row] = await db
    .select({ endsAt: moderationDecisions.endsAt })
    .from(moderationDecisions)
    .where(
      and(
        chatDecisionsOf(userId),
        isNull(moderationDecisions.liftedAt),
        or(isNull(moderationDecisions.endsAt), gt(moderationDecisions.endsAt, now)),
      ),
    )
    .orderBy(desc(moderationDecisions.createdAt))
    .limit(1);
  return row ? { lockedUntil: row.endsAt } : null;
}

/** The refusal (2082) of a locked chat, saying until when. */
export function chatLockedFailure(lockedUntil: Date | null): ApiFailure {
  const details: ChatLockedDetails = { lockedUntil: lockedUntil?.toISOString() ?? null };
  return new ApiFailure(
    REFUSAL_CODE.chatLocked,
    lockedUntil
      ? `Your chat is locked until ${details.lockedUntil} after messages refused for sexual content involving minors`
      : 'Your chat is locked by a moderator after messages refused for sexual content involving minors',
    details,
  );
}

/** Refuses (2082) a chat action of a locked user, before anything is checked, charged or stored. */
export async function assertChatNotLocked(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<void> {
  const lock = await chatLockOf(db, userId, now);
  if (lock) throw chatLockedFailure(lock.lockedUntil);
}

/** Locks the user's chat until `until` for the refusals, recorded as a decision they may appeal. */
async function lockChat(tx: Executor, userId: string, now: Date, until: Date) {
  await tx.insert(moderationDecisions).values({
    id: newOpaqueId(),
    userId,
    targetType: 'chat',
    targetId: userId,
    action: 'locked',
    reason: 'minor',
    endsAt: until,
    createdAt: now,
  });
}

/**
 * Counts a refusal just logged (in its transaction) as a strike. CHAT_LOCK_STRIKES refusals
 * within CHAT_STRIKE_WINDOW_HOURS lock the chat for CHAT_LOCK_MINUTES; a refusal within
 * CHAT_REPEAT_STRIKE_DAYS of a lock's end is a further strike: the chat is locked for
 * CHAT_REPEAT_LOCK_HOURS and reported to the moderators' queue. Refusals before a lock are used
 * up by it, and those before an upheld appeal forgiven. Answers the lock it set (or the one in
 * effect already), if any.
 */
export async function countChatStrike(
  tx: Executor,
  rules: StrikeRules,
  userId: string,
  now: Date,
): Promise<{ lockedUntil: Date | null } | null> {
  // A user's strikes are counted one at a time: two refusals together cannot both miss the lock.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [last] = await tx
    .select()
    .from(moderationDecisions)
    .where(chatDecisionsOf(userId))
    .orderBy(desc(moderationDecisions.createdAt))
    .limit(1);
  // Locked already (a send whose lock the take statement was left to find): the lock stands and
  // the refusal adds nothing to it.
  if (last && !last.liftedAt && (!last.endsAt || last.endsAt.getTime() > now.getTime())) {
    return { lockedUntil: last.endsAt };
  }
  if (
    last &&
    !last.liftedAt &&
    last.endsAt &&
    last.endsAt.getTime() > now.getTime() - rules.CHAT_REPEAT_STRIKE_DAYS * DAY_MS
  ) {
    const lockedUntil = new Date(now.getTime() + rules.CHAT_REPEAT_LOCK_HOURS * HOUR_MS);
    await lockChat(tx, userId, now, lockedUntil);
    await reportChat(tx, userId, last.createdAt, now);
    return { lockedUntil };
  }
  const windowStart = now.getTime() - rules.CHAT_STRIKE_WINDOW_HOURS * HOUR_MS;
  const usedUntil = last ? (last.liftedAt ?? last.createdAt).getTime() : 0;
  const [strikes] = await tx
    .select({ n: count() })
    .from(moderationRefusals)
    .where(
      and(
        eq(moderationRefusals.userId, userId),
        inArray(moderationRefusals.source, USER_SOURCES),
        gt(moderationRefusals.createdAt, new Date(Math.max(windowStart, usedUntil))),
      ),
    );
  if ((strikes?.n ?? 0) < rules.CHAT_LOCK_STRIKES) return null;
  const lockedUntil = new Date(now.getTime() + rules.CHAT_LOCK_MINUTES * MINUTE_MS);
  await lockChat(tx, userId, now, lockedUntil);
  return { lockedUntil };
}

/** Puts the user's chat in the moderators' queue (`npm run support -- queue`), once per user. */
async function reportChat(tx: Executor, userId: string, lastLockAt: Date, now: Date) {
  const [refused] = await tx
    .select({ n: count() })
    .from(moderationRefusals)
    .where(
      and(eq(moderationRefusals.userId, userId), inArray(moderationRefusals.source, USER_SOURCES)),
    );
  const details = `${refused?.n ?? 0} refused chat messages kept in the log; a strike after the lock of ${lastLockAt.toISOString()} locked the chat again`;
  await tx
    .insert(reports)
    .values({
      reporterId: STRIKES_REPORTER,
      targetType: 'chat',
      targetId: userId,
      reason: 'minor',
      details,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.targetType, reports.targetId],
      set: { details, createdAt: now },
    });
}
