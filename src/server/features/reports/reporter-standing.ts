import { REFUSAL_CODE } from '@contract/api-codes';
import { ORDER_STATUS } from '@contract/enums';
import {
  REPORTS_PER_REPORTER_PER_DAY,
  type ReportTarget,
  SEASONED_REPORTER_MIN_AGE_DAYS,
  SEASONED_REPORTER_MIN_MESSAGES,
} from '@contract/reports';
import { DAY_MS } from '@contract/time';
import { and, count, eq, gt, lte, ne, or } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { LOCK_KIND, lockKeyUntilCommit } from '../../db/advisory-lock';
import type { Executor, Transaction } from '../../db/database';
import { conversations, messages } from '../../db/schema/conversations';
import { orders } from '../../db/schema/payments';
import { reports } from '../../db/schema/reports';
import { users } from '../../db/schema/users';

/**
 * Refuses (2079) a reporter's new report past the daily cap; reporting a target again (a new
 * reason) is not a new report. Call it in the report's transaction: one reporter's reports are
 * counted and written one at a time, so parallel calls keep the cap.
 */
export async function assertUnderDailyReportCap(
  tx: Transaction,
  reporterId: string,
  target: { type: ReportTarget; id: string },
  now = new Date(),
): Promise<void> {
  await lockKeyUntilCommit(tx, LOCK_KIND.reporter, reporterId);
  const [recent] = await tx
    .select({ n: count() })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        gt(reports.createdAt, new Date(now.getTime() - DAY_MS)),
        or(ne(reports.targetType, target.type), ne(reports.targetId, target.id)),
      ),
    );
  if ((recent?.n ?? 0) >= REPORTS_PER_REPORTER_PER_DAY) {
    throw new ApiFailure(
      REFUSAL_CODE.reportLimit,
      'You sent many reports today; moderators will look at the ones you sent',
    );
  }
}

/**
 * A reporter with some history, whose one report is trusted to hide a photo at once: an account
 * at least SEASONED_REPORTER_MIN_AGE_DAYS old that wrote SEASONED_REPORTER_MIN_MESSAGES chat
 * messages or paid for an order. A fresh account made to hide photos has neither.
 */
export async function isSeasonedReporter(
  db: Executor,
  reporterId: string,
  now = new Date(),
): Promise<boolean> {
  const oldEnough = new Date(now.getTime() - SEASONED_REPORTER_MIN_AGE_DAYS * DAY_MS);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, reporterId), lte(users.createdAt, oldEnough)));
  if (!account) return false;
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, reporterId), eq(orders.status, ORDER_STATUS.hasPay)))
    .limit(1);
  if (paid) return true;
  const written = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.userId, reporterId), eq(messages.role, 'user')))
    .limit(SEASONED_REPORTER_MIN_MESSAGES);
  return written.length >= SEASONED_REPORTER_MIN_MESSAGES;
}
