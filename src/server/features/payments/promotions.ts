import { DISCOUNT_OFFER_TIMER_S } from '@contract/constants';
import { PROMOTION_TIER } from '@contract/enums';
import { DAY_MS } from '@contract/time';
import { and, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { promotionOffers } from '../../db/schema/payments';
import type { ActiveOffer } from './plan-pricing';

/**
 * The time-limited offers (spec §4, §9: 50% and 70%, 60 s timers): the exit offer when the buyer
 * closes the premium popup, and the off2 and off3 campaign tiers. Origin and permanent are the
 * standing prices, with no timer.
 */
const OFFER_PERCENT_BY_TIER: Readonly<Record<number, number>> = {
  [PROMOTION_TIER.exit]: 50,
  [PROMOTION_TIER.off2]: 50,
  [PROMOTION_TIER.off3]: 70,
};

export const isOfferTier = (tier: number | undefined): tier is number =>
  tier !== undefined && tier in OFFER_PERCENT_BY_TIER;

/**
 * Makes the offer of `tier` to a user, or finds the one already running. An offer runs 60 s from
 * when it is first shown and is made again only a day after it started; meanwhile null (the
 * standing prices).
 */
export async function startOffer(
  db: Executor,
  input: { userId: string; tier: number; now: Date },
): Promise<ActiveOffer | null> {
  const percent = OFFER_PERCENT_BY_TIER[input.tier];
  if (percent === undefined) return null;
  const { now } = input;
  const expiresAt = new Date(now.getTime() + DISCOUNT_OFFER_TIMER_S * 1000);
  const [started] = await db
    .insert(promotionOffers)
    .values({ userId: input.userId, tier: input.tier, startedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [promotionOffers.userId, promotionOffers.tier],
      set: { startedAt: now, expiresAt },
      // Only an offer that started a day ago or earlier is made afresh.
      setWhere: lte(promotionOffers.startedAt, new Date(now.getTime() - DAY_MS)),
    })
    .returning();
  if (started) return { percent, expiresAt: started.expiresAt };
  return runningOffer(db, input);
}

/** The offer of `tier` still running for a user (to price an order), or null. */
export async function runningOffer(
  db: Executor,
  input: { userId: string; tier: number; now: Date },
): Promise<ActiveOffer | null> {
  const percent = OFFER_PERCENT_BY_TIER[input.tier];
  if (percent === undefined) return null;
  const [row] = await db
    .select()
    .from(promotionOffers)
    .where(and(eq(promotionOffers.userId, input.userId), eq(promotionOffers.tier, input.tier)))
    .limit(1);
  return row && row.expiresAt > input.now ? { percent, expiresAt: row.expiresAt } : null;
}
