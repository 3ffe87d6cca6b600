import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { messages } from '../../db/schema/conversations';
import { leaseExpired } from './reply-lease';

/**
 * A followed reply as stored: the row, whether its writer is gone, and how long its lease has
 * left in the database's time (so copies with skewed clocks agree).
 */
export async function readFollowedReply(db: Database, replyId: number) {
  const [found] = await db
    .select({
      row: messages,
      isAbandoned: leaseExpired,
      leaseLeftMs: sql<number>`coalesce(extract(epoch from (${messages.leaseUntil} - now())) * 1000, 0)::float8`,
    })
    .from(messages)
    .where(eq(messages.id, replyId));
  if (!found) return null;
  return { ...found, status: found.row.status, leaseLeftMs: Number(found.leaseLeftMs) };
}
