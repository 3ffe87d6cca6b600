import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { messages } from '../../db/schema/conversations';
import type { Logger } from '../../lib/logger';

/**
 * How long the server copy writing a reply holds it without renewing. A copy that crashed or was
 * killed stops renewing, so within this time any copy knows the reply will never finish.
 */
const REPLY_LEASE_MS = 10_000;
/** How often the writer renews: several renewals fit in one lease, so one slow write is harmless. */
const LEASE_RENEW_MS = 2_500;
/** A reply without a lease (written before leases existed) is judged the old way: untouched this long. */
const UNLEASED_STALE_MS = 2 * 60 * 1000;

/** A lease that starts now, in the database's time, so copies with skewed clocks agree. */
export const newLease = () => sql`now() + ${sql.raw(`interval '${REPLY_LEASE_MS} milliseconds'`)}`;

/** True for a streaming reply whose writer is gone: its lease has passed. */
export const leaseExpired = sql<boolean>`coalesce(${messages.leaseUntil}, ${messages.updatedAt} + ${sql.raw(`interval '${UNLEASED_STALE_MS} milliseconds'`)}) < now()`;

/**
 * Renews a reply's lease while this copy writes it (also while it waits in the queue), until the
 * returned stop is called. When the reply is no longer streaming (another copy judged this one
 * gone and failed it), `onLost` is called once so the writing stops; a failed renewal (database
 * unreachable) is only logged and tried again.
 */
export function holdReplyLease(
  db: Database,
  log: Logger,
  replyId: number,
  onLost: () => void,
): () => void {
  let stopped = false;
  const renew = async () => {
    try {
      const renewed = await db
        .update(messages)
        .set({ leaseUntil: newLease() })
        .where(and(eq(messages.id, replyId), eq(messages.status, 'streaming')))
        .returning({ id: messages.id });
      if (renewed.length === 0 && !stopped) {
        stop();
        onLost();
      }
    } catch (error) {
      log.warn({ err: error, replyId }, 'could not renew a reply lease; trying again');
    }
  };
  const timer = setInterval(() => void renew(), LEASE_RENEW_MS);
  timer.unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return stop;
}
