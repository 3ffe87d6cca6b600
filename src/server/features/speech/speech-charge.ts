import { createHash } from 'node:crypto';
import { REFUSAL_CODE } from '@contract/api-codes';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { type SpeechPrice, speechPrice, VIP_MONTHLY_SPEECH_CHARACTERS } from '@contract/speech';
import { and, eq, gte, sql } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Database, Executor } from '../../db/database';
import { speechPlays } from '../../db/schema/speech-plays';
import { settleEnergy } from '../energy/energy';
import { entitlementsOf } from '../entitlements/entitlements';
import { credit, debit } from '../ledger/ledger';

/** What is heard: one reply's words, by one user, in one voice of one model. */
export interface PlayKey {
  userId: string;
  messageId: number;
  /** SHA-256 of the spoken text: new words (a regenerated reply) are a new play. */
  textHash: string;
  voice: string;
  model: string;
}

/** The `textHash` of a spoken text. */
export const textHashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A play paid for, and what this call charged (null when it was paid before). */
export interface PaidPlay {
  id: number;
  attempt: number;
  charged: SpeechPrice | null;
}

/** The first moment of this calendar month (UTC), when the VIP allowance starts again. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Spoken characters left of a VIP member's allowance this month; 0 for others. */
export async function allowanceLeft(
  db: Executor,
  user: { id: string; vipExpireAt: Date | null },
  now = new Date(),
): Promise<number> {
  if (!entitlementsOf(user, now).vip) return 0;
  const [used] = await db
    .select({ total: sql<string>`coalesce(sum(${speechPlays.characters}), 0)` })
    .from(speechPlays)
    .where(
      and(
        eq(speechPlays.userId, user.id),
        eq(speechPlays.chargeCurrency, 'allowance'),
        eq(speechPlays.status, 'paid'),
        gte(speechPlays.createdAt, monthStart(now)),
      ),
    );
  return Math.max(0, VIP_MONTHLY_SPEECH_CHARACTERS - Number(used?.total ?? 0));
}

/**
 * Makes sure the play is paid for: the first call charges (from the VIP allowance, else energy,
 * else coins) and every later one finds it paid. The user's row is locked first, so parallel
 * first plays of one reply take turns and only the first charges.
 */
export function payForPlay(db: Database, key: PlayKey, characters: number): Promise<PaidPlay> {
  return db.transaction(async (tx) => {
    const user = await settleEnergy(tx, key.userId);
    if (!user) throw new ApiFailure(REFUSAL_CODE.notFound, 'This account no longer exists');
    const [existing] = await tx
      .select({ id: speechPlays.id, status: speechPlays.status, attempt: speechPlays.attempt })
      .from(speechPlays)
      .where(
        and(
          eq(speechPlays.userId, key.userId),
          eq(speechPlays.messageId, key.messageId),
          eq(speechPlays.textHash, key.textHash),
          eq(speechPlays.voice, key.voice),
          eq(speechPlays.model, key.model),
        ),
      );
    if (existing?.status === 'paid') {
      return { id: existing.id, attempt: existing.attempt, charged: null };
    }
    const price = speechPrice(characters, {
      energy: user.energy,
      goldBalance: user.goldBalance,
      allowanceLeft: await allowanceLeft(tx, user),
    });
    if (!price) {
      throw new ApiFailure(
        REFUSAL_CODE.speechNotEnough,
        'Not enough energy or coins to hear her voice',
      );
    }
    const charge = { chargeCurrency: price.currency, chargeAmount: price.amount };
    const [play] = existing
      ? await tx
          .update(speechPlays)
          .set({ ...charge, status: 'paid', attempt: existing.attempt + 1, createdAt: new Date() })
          .where(eq(speechPlays.id, existing.id))
          .returning({ id: speechPlays.id, attempt: speechPlays.attempt })
      : await tx
          .insert(speechPlays)
          .values({ ...key, characters, ...charge })
          .returning({ id: speechPlays.id, attempt: speechPlays.attempt });
    if (!play) throw new Error('the speech play was not written');
    if (price.currency !== 'allowance') {
      const paid = await debit(tx, {
        userId: key.userId,
        currency: price.currency,
        amount: price.amount,
        reason: LEDGER_REASON.speech,
        reference: `${play.id}:${play.attempt}`,
      });
      // The balance was read under the row lock, so this cannot fail; if it did, nothing is kept.
      if (!paid) throw new ApiFailure(REFUSAL_CODE.speechNotEnough, 'Not enough energy or coins');
    }
    return { ...play, charged: price };
  });
}

/**
 * Pays a play back after a failed synthesis, once: only the call that moves it from `paid` to
 * `refunded` credits, so parallel failures of its chunks refund it a single time.
 */
export function refundPlay(db: Database, play: { id: number; attempt: number }): Promise<void> {
  return db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(speechPlays)
      .set({ status: 'refunded' })
      .where(
        and(
          eq(speechPlays.id, play.id),
          eq(speechPlays.attempt, play.attempt),
          eq(speechPlays.status, 'paid'),
        ),
      )
      .returning({
        userId: speechPlays.userId,
        currency: speechPlays.chargeCurrency,
        amount: speechPlays.chargeAmount,
      });
    if (!refunded || refunded.currency === 'allowance') return;
    await credit(tx, {
      userId: refunded.userId,
      currency: refunded.currency,
      amount: refunded.amount,
      reason: LEDGER_REASON.speechRefund,
      reference: `${play.id}:${play.attempt}`,
    });
  });
}
