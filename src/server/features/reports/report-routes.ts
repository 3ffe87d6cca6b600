import {
  appealInfoEndpoint,
  appealSubmitEndpoint,
  type ModerationDecision,
  reportEndpoint,
  verificationSubmitEndpoint,
} from '@contract/api/report-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { VISIBILITY } from '@contract/enums';
import type { ReportTarget } from '@contract/reports';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import type { Executor } from '../../db/database';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-error';
import { characters } from '../../db/schema/characters';
import { conversations, messages } from '../../db/schema/conversations';
import { appeals, moderationDecisions, reports } from '../../db/schema/reports';
import { studioItems } from '../../db/schema/studio-items';
import { users } from '../../db/schema/users';
import { newOpaqueId } from '../../lib/secrets';
import { findVisibleCharacter } from '../characters/character-queries';
import { characterTexts } from '../characters/character-views';
import { applyReportThreshold } from './report-threshold';
import { assertUnderDailyReportCap } from './reporter-standing';
import { submitVerification, verificationStatus } from './verification';

const notFound = (what: string) =>
  new ApiFailure(REFUSAL_CODE.notFound, `This ${what} does not exist`);

/** The id of what is reported, once the reporter may see it and it is not their own. */
async function reportedTarget(db: Executor, type: ReportTarget, id: string, uid: string) {
  if (type === 'character') {
    const character = await findVisibleCharacter(db, id, uid);
    if (character.ownerId === uid) throw notFound('character');
    return character.id;
  }
  if (type === 'photo') {
    const [photo] = await db
      .select({ id: studioItems.id })
      .from(studioItems)
      .where(
        and(
          eq(studioItems.id, id),
          eq(studioItems.state, 'ready'),
          eq(studioItems.isPrivate, false),
          isNull(studioItems.deletedAt),
          ne(studioItems.ownerId, uid),
        ),
      );
    if (!photo) throw notFound('photo');
    return photo.id;
  }
  if (type === 'message') {
    // A character's message in the reporter's own conversation: nobody else reads it.
    if (!/^\d{1,15}$/.test(id)) throw notFound('message');
    const [message] = await db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          eq(messages.id, Number(id)),
          eq(messages.role, 'character'),
          eq(conversations.userId, uid),
        ),
      );
    if (!message) throw notFound('message');
    return String(message.id);
  }
  // A creator: someone else with at least one published character.
  if (id === uid) throw notFound('creator');
  const [creator] = await db
    .select({ id: characters.ownerId })
    .from(characters)
    .where(
      and(
        eq(characters.ownerId, id),
        eq(characters.visibility, VISIBILITY.open),
        isNull(characters.deletedAt),
      ),
    )
    .limit(1);
  if (!creator?.id) throw notFound('creator');
  return creator.id;
}

/** What the user recognises each decision by: a character's name, a photo's prompt. */
async function targetLabels(
  db: Executor,
  rows: readonly { targetType: string; targetId: string }[],
  lang: string,
) {
  const ids = (type: string) =>
    rows.filter((row) => row.targetType === type).map((row) => row.targetId);
  const [characterRows, photoRows] = await Promise.all([
    ids('character').length
      ? db
          .select({ id: characters.id, texts: characters.texts })
          .from(characters)
          .where(inArray(characters.id, ids('character')))
      : [],
    ids('photo').length
      ? db
          .select({ id: studioItems.id, prompt: studioItems.prompt })
          .from(studioItems)
          .where(inArray(studioItems.id, ids('photo')))
      : [],
  ]);
  const labels = new Map<string, string>();
  for (const row of characterRows) {
    labels.set(`character:${row.id}`, characterTexts(row, lang as 'en').name);
  }
  for (const row of photoRows) labels.set(`photo:${row.id}`, row.prompt);
  return labels;
}

/** The decisions about a user, newest first, each with its appeal. */
async function decisionsOf(db: Executor, uid: string, lang: string, onlyId?: string) {
  const rows = await db
    .select({ decision: moderationDecisions, appeal: appeals })
    .from(moderationDecisions)
    .leftJoin(appeals, eq(appeals.decisionId, moderationDecisions.id))
    .where(
      and(
        eq(moderationDecisions.userId, uid),
        onlyId ? eq(moderationDecisions.id, onlyId) : undefined,
      ),
    )
    .orderBy(desc(moderationDecisions.createdAt))
    .limit(50);
  const labels = await targetLabels(
    db,
    rows.map((row) => row.decision),
    lang,
  );
  return rows.map(({ decision, appeal }): ModerationDecision => {
    const lifted = decision.liftedAt !== null;
    return {
      decisionId: decision.id,
      targetType: decision.targetType,
      targetId: decision.targetId,
      targetLabel: labels.get(`${decision.targetType}:${decision.targetId}`) ?? '',
      action: decision.action,
      reason: decision.reason,
      lifted,
      endsAt: decision.endsAt?.toISOString() ?? null,
      createdAt: decision.createdAt.toISOString(),
      appeal: appeal
        ? {
            message: appeal.message,
            state: appeal.state,
            answer: appeal.answer,
            createdAt: appeal.createdAt.toISOString(),
            answeredAt: appeal.answeredAt?.toISOString() ?? null,
          }
        : null,
      canAppeal: !appeal && !lifted,
    };
  });
}

export const reportRoutes = [
  // A report is kept once per reporter and target; reporting again replaces its reason, so
  // pressing twice or changing one's mind never counts as two reports. A reporter makes at most
  // REPORTS_PER_REPORTER_PER_DAY a day. What a report hides at once is moderation.ts's rule.
  implement(reportEndpoint, async ({ targetType, targetId, reason, details }, context) => {
    const uid = signedInUid(context);
    const id = await reportedTarget(context.db, targetType, targetId, uid);
    await context.db.transaction(async (tx) => {
      await assertUnderDailyReportCap(tx, uid, { type: targetType, id });
      await tx
        .insert(reports)
        .values({ reporterId: uid, targetType, targetId: id, reason, details })
        .onConflictDoUpdate({
          target: [reports.reporterId, reports.targetType, reports.targetId],
          set: { reason, details, createdAt: new Date() },
        });
      await applyReportThreshold(tx, targetType, id, { reporterId: uid, reason });
    });
    return { reported: true as const };
  }),

  implement(appealInfoEndpoint, async (_input, context) => {
    const uid = signedInUid(context);
    const user = await loadUser(context.db, uid);
    return { list: await decisionsOf(context.db, uid, user.lang) };
  }),

  // One appeal per decision, held by the database's unique index under parallel submits.
  implement(appealSubmitEndpoint, async ({ decisionId, message }, context) => {
    const uid = signedInUid(context);
    const user = await loadUser(context.db, uid);
    const [decision] = await decisionsOf(context.db, uid, user.lang, decisionId);
    if (!decision) throw notFound('decision');
    if (!decision.canAppeal) {
      throw new ApiFailure(REFUSAL_CODE.appealRefused, 'This decision can no longer be appealed');
    }
    try {
      await context.db
        .insert(appeals)
        .values({ id: newOpaqueId(), decisionId, userId: uid, message });
    } catch (error) {
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
        throw new ApiFailure(REFUSAL_CODE.appealRefused, 'This decision was already appealed');
      }
      throw error;
    }
    const [answered] = await decisionsOf(context.db, uid, user.lang, decisionId);
    if (!answered) throw notFound('decision');
    return { decision: answered };
  }),

  implement(verificationSubmitEndpoint, async ({ selfieUploadId, documentUploadId }, context) => {
    const uid = signedInUid(context);
    await submitVerification(context.db, uid, selfieUploadId, documentUploadId);
    const [user] = await context.db
      .select({ id: users.id, countryCode: users.countryCode })
      .from(users)
      .where(eq(users.id, uid));
    if (!user) throw notFound('user');
    return {
      verification: await verificationStatus(
        context.db,
        context.env.AGE_VERIFICATION_COUNTRIES,
        user,
      ),
    };
  }),
];
