import type { SurveyStatus } from '@contract/api/reward-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { SURVEY_REWARD_COINS } from '@contract/constants';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { isSurveyChoice, isSurveyComplete } from '@contract/survey';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Database } from '../../db/database';
import { surveyResponses } from '../../db/schema/survey';
import { credit } from '../ledger/ledger';

const alreadyDone = () =>
  new ApiFailure(REFUSAL_CODE.rewardClaimed, 'You already finished the survey, thank you');

const statusOf = (row: { answers: Record<string, string>; completedAt: Date | null } | undefined) =>
  ({ answers: row?.answers ?? {}, isCompleted: Boolean(row?.completedAt) }) satisfies SurveyStatus;

/** The answers kept so far, so a survey left half way goes on where it stopped. */
export async function surveyStatus(db: Database, userId: string): Promise<SurveyStatus> {
  const [row] = await db
    .select({ answers: surveyResponses.answers, completedAt: surveyResponses.completedAt })
    .from(surveyResponses)
    .where(eq(surveyResponses.userId, userId))
    .limit(1);
  return statusOf(row);
}

/** Keeps one answer (replacing an earlier one to the same question) until the survey is done. */
export async function answerSurvey(
  db: Database,
  userId: string,
  answer: { questionId: string; choiceId: string },
): Promise<SurveyStatus> {
  if (!isSurveyChoice(answer.questionId, answer.choiceId)) {
    throw new ApiFailure(REFUSAL_CODE.notFound, 'That choice is not one of the question’s');
  }
  const added = { [answer.questionId]: answer.choiceId };
  const [row] = await db
    .insert(surveyResponses)
    .values({ userId, answers: added })
    .onConflictDoUpdate({
      target: surveyResponses.userId,
      set: {
        answers: sql`${surveyResponses.answers} || ${JSON.stringify(added)}::jsonb`,
        updatedAt: new Date(),
      },
      // A finished survey keeps the answers it was rewarded for.
      setWhere: isNull(surveyResponses.completedAt),
    })
    .returning({ answers: surveyResponses.answers, completedAt: surveyResponses.completedAt });
  if (!row) throw alreadyDone();
  return statusOf(row);
}

/**
 * Finishes the survey and gives its coins (spec §9: 50) once: `completedAt` is set only from
 * null, so parallel calls queue on the row and only the first pays, and the ledger row's unique
 * (reason, user) would refuse a second payment anyway.
 */
export async function completeSurvey(
  db: Database,
  userId: string,
): Promise<{ status: SurveyStatus; coins: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(surveyResponses)
      .set({ completedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(surveyResponses.userId, userId), isNull(surveyResponses.completedAt)))
      .returning({ answers: surveyResponses.answers, completedAt: surveyResponses.completedAt });
    if (!row) {
      const [existing] = await tx
        .select({ completedAt: surveyResponses.completedAt })
        .from(surveyResponses)
        .where(eq(surveyResponses.userId, userId))
        .limit(1);
      if (existing?.completedAt) throw alreadyDone();
      throw new ApiFailure(REFUSAL_CODE.surveyIncomplete, 'Please answer every question first');
    }
    // Thrown inside the transaction, so the survey stays open.
    if (!isSurveyComplete(row.answers)) {
      throw new ApiFailure(REFUSAL_CODE.surveyIncomplete, 'Please answer every question first');
    }
    const isPaid = await credit(tx, {
      userId,
      currency: 'gold',
      amount: SURVEY_REWARD_COINS,
      reason: LEDGER_REASON.survey,
      reference: userId,
    });
    return { status: statusOf(row), coins: isPaid ? SURVEY_REWARD_COINS : 0 };
  });
}
