import { sql } from 'drizzle-orm';
import type { Transaction } from './database';

/**
 * Kinds of key a transaction can lock. Each kind is the first half of PostgreSQL's two-part
 * advisory lock key, so an address and an IP that hash alike never share a lock (and two kinds
 * taken in a fixed order cannot deadlock).
 */
export const LOCK_KIND = {
  loginMailAddress: 1,
  loginMailIp: 2,
  tourVisitorIp: 3,
  starsCharge: 4,
  /** An owner's first conversation with a character, or a member's resumable story. */
  conversationStart: 5,
  /** The facts remembered in one conversation. */
  conversationMemory: 6,
  /** A sign-in method (kind and subject) being looked up and perhaps taken by an account. */
  signInIdentity: 7,
  /** One user's payment reports, counted against the daily cap. */
  paymentFeedbackUser: 71,
  /** One user's uploads, counted against the upload budget. */
  uploadBudgetUser: 73,
  /** Every sign-in SMS, counted against the hourly budget of all copies together. */
  smsBudget: 77,
  /** One user's reports, counted against the daily cap. */
  reporter: 79,
} as const;

export type LockKind = (typeof LOCK_KIND)[keyof typeof LOCK_KIND];

/**
 * Holds a lock on `key` until the transaction ends; other transactions locking the same key wait
 * for it. The lock lives in the database, so it holds across server copies, and it guards keys
 * that have no row to lock yet (a limit counted over rows that a parallel request is inserting).
 * Different keys of one kind may share a lock when their hashes collide: they only wait longer.
 */
export async function lockKeyUntilCommit(tx: Transaction, kind: LockKind, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${kind}::int, hashtext(${key}))`);
}
