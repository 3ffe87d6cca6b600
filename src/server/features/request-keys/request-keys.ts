import { API_CODE } from '@contract/api-codes';
import { DAY_MS } from '@contract/time';
import { and, eq, lt } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { RequestKey } from '../../api/request-key';
import type { Database, Transaction } from '../../db/database';
import { requestKeys } from '../../db/schema/request-keys';

/** What a repeated call needs to answer as the first one did: ids of what it made. */
export type RequestResult = Record<string, string>;

/** How long a call is remembered: far longer than the 10 minutes a request stays fresh. */
const KEEP_MS = DAY_MS;

/**
 * Claims a spending call's key for `ownerId`, inside the transaction that will charge it. Answers
 * the first call's result when this call repeats one (then charge nothing and answer that), else
 * null (then charge, and store the result with `recordRequestResult` in the same transaction).
 * While the first call's transaction is still open the claim waits for it, so a repeat racing the
 * first sees its outcome; a first call that was refused left no claim. The same key with other
 * params is refused.
 */
export async function claimRequestKey(
  tx: Transaction,
  ownerId: string,
  requestKey: RequestKey | null,
): Promise<RequestResult | null> {
  if (!requestKey) return null;
  const { key, fingerprint } = requestKey;
  const claimed = await tx
    .insert(requestKeys)
    .values({ ownerId, key, fingerprint, result: {} })
    .onConflictDoNothing()
    .returning({ key: requestKeys.key });
  if (claimed.length > 0) return null;
  const [first] = await tx
    .select({ fingerprint: requestKeys.fingerprint, result: requestKeys.result })
    .from(requestKeys)
    .where(and(eq(requestKeys.ownerId, ownerId), eq(requestKeys.key, key)));
  // Forgotten between the two statements (a day old): nothing to repeat.
  if (!first) return null;
  if (first.fingerprint !== fingerprint) {
    throw new ApiFailure(
      API_CODE.badParams,
      'This idempotencyKey was already used for another request; make a new one for each action',
    );
  }
  return first.result;
}

/** Stores what a claimed call made, in the transaction that charged it. */
export async function recordRequestResult(
  tx: Transaction,
  ownerId: string,
  requestKey: RequestKey | null,
  result: RequestResult,
): Promise<void> {
  if (!requestKey) return;
  await tx
    .update(requestKeys)
    .set({ result })
    .where(and(eq(requestKeys.ownerId, ownerId), eq(requestKeys.key, requestKey.key)));
}

/** Forgets calls older than a day; answers how many. */
export async function forgetOldRequestKeys(db: Database, now = new Date()): Promise<number> {
  const forgotten = await db
    .delete(requestKeys)
    .where(lt(requestKeys.createdAt, new Date(now.getTime() - KEEP_MS)))
    .returning({ key: requestKeys.key });
  return forgotten.length;
}
