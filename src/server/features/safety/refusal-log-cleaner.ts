import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { moderationRefusals } from '../../db/schema/moderation-refusals';
import type { PeriodicTask } from '../../jobs/periodic-task';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes refused chat messages logged more than `keptDays` ago; answers how many. */
export async function forgetOldModerationRefusals(
  db: Database,
  keptDays: number,
  now = new Date(),
): Promise<number> {
  const removed = await db
    .delete(moderationRefusals)
    .where(lt(moderationRefusals.createdAt, new Date(now.getTime() - keptDays * DAY_MS)))
    .returning({ id: moderationRefusals.id });
  return removed.length;
}

/** Forgets refused chat messages past their retention (`MODERATION_LOG_DAYS`), hourly. */
export function moderationLogCleanerTask(db: Database, keptDays: number): PeriodicTask {
  return {
    name: 'forget-old-moderation-refusals',
    cron: '57 * * * *',
    done: 'forgot old moderation refusals',
    failed: 'forgetting old moderation refusals failed',
    run: () => forgetOldModerationRefusals(db, keptDays),
  };
}
