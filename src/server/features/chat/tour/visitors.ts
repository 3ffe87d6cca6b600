import type { TourQuota } from '@contract/api/tour-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { TOUR_MESSAGE_QUOTA, TOUR_VISITORS_PER_IP_PER_HOUR } from '@contract/constants';
import { HOUR_MS } from '@contract/time';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { ApiFailure } from '../../../api/api-failure';
import { LOCK_KIND, lockKeyUntilCommit } from '../../../db/advisory-lock';
import type { Database, Executor, Transaction } from '../../../db/database';
import { visitors } from '../../../db/schema/visitors';
import { hashSecret, newOpaqueId, randomToken } from '../../../lib/secrets';

export type VisitorRow = typeof visitors.$inferSelect;

const VISITOR_ID_PREFIX = 'v-';
/** Tour conversations belong to a visitor id until claimed; user ids never have this prefix. */
export function isVisitorId(ownerId: string): boolean {
  return ownerId.startsWith(VISITOR_ID_PREFIX);
}

export function tourQuotaOf(visitor: Pick<VisitorRow, 'messagesUsed'>): TourQuota {
  return {
    messageQuota: TOUR_MESSAGE_QUOTA,
    messagesLeft: Math.max(0, TOUR_MESSAGE_QUOTA - visitor.messagesUsed),
  };
}

/**
 * Starts a tour for a new visitor; the token is shown once, only its hash is kept. One network may
 * start a limited number of tours an hour, so the free messages cannot be renewed at will. The
 * network is locked for the count and the insert, so parallel starts queue instead of all counting
 * the same rows.
 */
export async function createVisitor(db: Database, ip: string | null) {
  return db.transaction(async (tx) => {
    if (ip) {
      await lockKeyUntilCommit(tx, LOCK_KIND.tourVisitorIp, ip);
      const [recent] = await tx
        .select({ started: count() })
        .from(visitors)
        .where(and(eq(visitors.ip, ip), gt(visitors.createdAt, new Date(Date.now() - HOUR_MS))));
      if ((recent?.started ?? 0) >= TOUR_VISITORS_PER_IP_PER_HOUR) {
        throw new ApiFailure(
          REFUSAL_CODE.tooManyVisitors,
          'Too many new tours from this network; sign in to keep chatting',
        );
      }
    }
    const token = randomToken();
    const [visitor] = await tx
      .insert(visitors)
      .values({ id: `${VISITOR_ID_PREFIX}${newOpaqueId()}`, tokenHash: hashSecret(token), ip })
      .returning();
    if (!visitor) throw new Error('visitor insert returned nothing');
    return { visitor, token };
  });
}

/** The visitor of a token whose tour has not been taken into an account yet, or null. */
export async function findVisitor(db: Executor, token: string): Promise<VisitorRow | null> {
  const [row] = await db
    .select()
    .from(visitors)
    .where(and(eq(visitors.tokenHash, hashSecret(token)), isNull(visitors.claimedBy)))
    .limit(1);
  return row ?? null;
}

/** Like `findVisitor`, refusing an unknown or claimed token with 2018. */
export async function requireVisitor(db: Executor, token: string): Promise<VisitorRow> {
  const visitor = await findVisitor(db, token);
  if (!visitor) {
    throw new ApiFailure(REFUSAL_CODE.visitorUnknown, 'This tour has ended; open it again');
  }
  return visitor;
}

/** Locks the visitor row for a send, so parallel sends cannot overspend the free messages. */
export async function lockVisitor(tx: Transaction, visitorId: string): Promise<VisitorRow> {
  const [row] = await tx.select().from(visitors).where(eq(visitors.id, visitorId)).for('update');
  if (!row) throw new ApiFailure(REFUSAL_CODE.visitorUnknown, 'This tour has ended; open it again');
  return row;
}

/** Gives a visitor back the free message of a reply that could not be written. */
export async function giveBackTourMessage(tx: Transaction, visitorId: string): Promise<void> {
  await tx
    .update(visitors)
    .set({ messagesUsed: sql`greatest(${visitors.messagesUsed} - 1, 0)` })
    .where(eq(visitors.id, visitorId));
}
