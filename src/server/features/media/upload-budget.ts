import { DAY_MS, HOUR_MS } from '@contract/time';
import { and, eq, gt, lte } from 'drizzle-orm';
import { LOCK_KIND, lockKeyUntilCommit } from '../../db/advisory-lock';
import type { Database, Executor } from '../../db/database';
import { uploadUsage } from '../../db/schema/upload-usage';

const MB = 1024 * 1024;

/**
 * What one account may upload (docs/decisions.md: upload budget): plenty for video sources and an
 * age check, far from a free file store. Each window slides: the last hour, the last day.
 */
const UPLOAD_BUDGETS = [
  { windowMs: HOUR_MS, uploads: 30, bytes: 50 * MB },
  { windowMs: DAY_MS, uploads: 100, bytes: 200 * MB },
] as const;

const [HOURLY, DAILY] = UPLOAD_BUDGETS;
/** The limits in words, for the refusal's message. */
export const UPLOAD_BUDGET_TEXT = `at most ${HOURLY.uploads} photos or ${HOURLY.bytes / MB} MB an hour, and ${DAILY.uploads} photos or ${DAILY.bytes / MB} MB a day`;

/** The longest window: usage older than this counts for nothing and is removed. */
const LONGEST_WINDOW_MS = Math.max(...UPLOAD_BUDGETS.map((budget) => budget.windowMs));

/** Whether one more upload of `bytes` stays within every budget of `userId` at `now`. */
async function fitsBudget(db: Executor, userId: string, bytes: number, now: Date) {
  // At most a day's cap of rows (100), so they are counted here rather than once per window.
  const recent = await db
    .select({ bytes: uploadUsage.bytes, createdAt: uploadUsage.createdAt })
    .from(uploadUsage)
    .where(
      and(
        eq(uploadUsage.userId, userId),
        gt(uploadUsage.createdAt, new Date(now.getTime() - LONGEST_WINDOW_MS)),
      ),
    );
  return UPLOAD_BUDGETS.every((budget) => {
    const since = now.getTime() - budget.windowMs;
    const inWindow = recent.filter((row) => row.createdAt.getTime() > since);
    const usedBytes = inWindow.reduce((total, row) => total + row.bytes, 0);
    return inWindow.length + 1 <= budget.uploads && usedBytes + bytes <= budget.bytes;
  });
}

/** Whether the account has any upload left right now: checked before a body is even read. */
export function hasUploadBudget(db: Database, userId: string, now = new Date()) {
  return fitsBudget(db, userId, 1, now);
}

/**
 * Counts an upload of `bytes` against the account's budget, or answers false when it would go
 * over. One account's uploads are counted one at a time under a database lock, so parallel
 * uploads on any number of server copies never pass the budget between them.
 */
export async function takeUploadBudget(
  db: Database,
  userId: string,
  bytes: number,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockKeyUntilCommit(tx, LOCK_KIND.uploadBudgetUser, userId);
    if (!(await fitsBudget(tx, userId, bytes, now))) return false;
    await tx
      .delete(uploadUsage)
      .where(
        and(
          eq(uploadUsage.userId, userId),
          lte(uploadUsage.createdAt, new Date(now.getTime() - LONGEST_WINDOW_MS)),
        ),
      );
    await tx.insert(uploadUsage).values({ userId, bytes, createdAt: now });
    return true;
  });
}
