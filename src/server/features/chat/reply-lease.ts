import { and, eq, inArray, sql } from 'drizzle-orm';
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

/** The replies one database's writers hold in this process, renewed together. */
class LeaseKeeper {
  /** What to do for each held reply when it turns out to be no longer streaming. */
  private readonly held = new Map<number, () => void>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {}

  hold(replyId: number, onLost: () => void): () => void {
    this.held.set(replyId, onLost);
    this.timer ??= setInterval(() => void this.renew(), LEASE_RENEW_MS).unref();
    return () => this.release(replyId);
  }

  private release(replyId: number) {
    this.held.delete(replyId);
    if (this.held.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** One statement renews every held reply; those no longer streaming are let go and told. */
  private async renew() {
    const ids = [...this.held.keys()];
    if (ids.length === 0) return;
    try {
      const renewed = await this.db
        .update(messages)
        .set({ leaseUntil: newLease() })
        .where(and(inArray(messages.id, ids), eq(messages.status, 'streaming')))
        .returning({ id: messages.id });
      const alive = new Set(renewed.map((row) => row.id));
      for (const id of ids) {
        const onLost = this.held.get(id);
        if (alive.has(id) || !onLost) continue;
        this.release(id);
        onLost();
      }
    } catch (error) {
      this.log.warn(
        { err: error, replies: ids.length },
        'could not renew reply leases; trying again',
      );
    }
  }
}

const keepers = new WeakMap<Database, LeaseKeeper>();

/**
 * Renews a reply's lease while this copy writes it (also while it waits in the queue), until the
 * returned stop is called. Every reply a copy writes is renewed by one statement every
 * LEASE_RENEW_MS, however many stream at once. When the reply is no longer streaming (another
 * copy judged this one gone and failed it), `onLost` is called once so the writing stops; a
 * failed renewal (database unreachable) is only logged and tried again.
 */
export function holdReplyLease(
  db: Database,
  log: Logger,
  replyId: number,
  onLost: () => void,
): () => void {
  let keeper = keepers.get(db);
  if (!keeper) {
    keeper = new LeaseKeeper(db, log);
    keepers.set(db, keeper);
  }
  return keeper.hold(replyId, onLost);
}
