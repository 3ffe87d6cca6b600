import { TOUR_KEPT_DAYS } from '@contract/constants';
import { DAY_MS } from '@contract/time';
import { inArray, lt } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { conversations } from '../../../db/schema/conversations';
import { visitors } from '../../../db/schema/visitors';
import type { PeriodicTask } from '../../../jobs/periodic-task';

/**
 * Deletes tours older than `TOUR_KEPT_DAYS`: the visitor row and, when nobody signed in to claim
 * them, its conversations with their messages. Claimed conversations belong to accounts and stay.
 */
export async function deleteOldTours(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const old = await tx
      .delete(visitors)
      .where(lt(visitors.createdAt, new Date(now.getTime() - TOUR_KEPT_DAYS * DAY_MS)))
      .returning({ id: visitors.id });
    const ids = old.map((row) => row.id);
    if (ids.length > 0) await tx.delete(conversations).where(inArray(conversations.userId, ids));
    return ids.length;
  });
}

/** Deletes old tours hourly. */
export function tourCleanerTask(db: Database): PeriodicTask {
  return {
    name: 'delete-old-tours',
    cron: '27 * * * *',
    done: 'deleted old tours',
    failed: 'deleting old tours failed',
    run: () => deleteOldTours(db),
  };
}
