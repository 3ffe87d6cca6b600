import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { goldPacks, vipPlans } from '../../db/schema/payments';

type PlanSeed = typeof vipPlans.$inferInsert;
type PackSeed = typeof goldPacks.$inferInsert;

/**
 * The VIP plans sold (spec §9: gift coins 300 / 1000 / 5000 for 1 / 3 / 12 months, lifetime at
 * 99.99 USD with 5000 coins). Longer plans carry a standing discount against the monthly price.
 * Stars prices follow Telegram's rate of about 0.013 USD a Star.
 */
export const VIP_PLAN_CATALOGUE: readonly PlanSeed[] = [
  {
    id: 'vip-1m',
    period: 'monthly',
    months: 1,
    days: 30,
    priceUsd: 12.99,
    priceMmk: 27000,
    priceInr: 1099,
    priceMyr: 59.9,
    priceIdr: 199000,
    originalPriceUsd: null,
    starsPrice: 1000,
    giftCoins: 300,
    renewable: true,
    sort: 1,
  },
  {
    id: 'vip-3m',
    period: 'quarterly',
    months: 3,
    days: 90,
    priceUsd: 29.99,
    priceMmk: 63000,
    priceInr: 2499,
    priceMyr: 139.9,
    priceIdr: 459000,
    originalPriceUsd: 38.97,
    starsPrice: 2300,
    giftCoins: 1000,
    renewable: true,
    sort: 2,
  },
  {
    id: 'vip-12m',
    period: 'yearly',
    months: 12,
    days: 360,
    priceUsd: 59.99,
    priceMmk: 126000,
    priceInr: 4999,
    priceMyr: 279.9,
    priceIdr: 929000,
    originalPriceUsd: 155.88,
    starsPrice: 4600,
    giftCoins: 5000,
    renewable: true,
    sort: 3,
  },
  {
    id: 'vip-week',
    period: 'weekly',
    months: 0.25,
    days: 7,
    priceUsd: 4.99,
    priceMmk: 10500,
    priceInr: 399,
    priceMyr: 22.9,
    priceIdr: 79000,
    originalPriceUsd: null,
    starsPrice: 390,
    giftCoins: 0,
    renewable: false,
    sort: 4,
  },
  {
    id: 'vip-lifetime',
    period: 'lifetime',
    months: 1200,
    days: null,
    priceUsd: 99.99,
    priceMmk: 210000,
    priceInr: 8299,
    priceMyr: 459.9,
    priceIdr: 1549000,
    originalPriceUsd: null,
    starsPrice: 7700,
    giftCoins: 5000,
    renewable: false,
    sort: 5,
  },
];

/** Coin packs; bigger packs give more coins per dollar. */
const GOLD_PACK_CATALOGUE: readonly PackSeed[] = [
  { id: 'gold-100', gold: 100, priceUsd: 1.99, priceInr: 169, starsPrice: 150, sort: 1 },
  { id: 'gold-550', gold: 550, priceUsd: 9.99, priceInr: 849, starsPrice: 770, sort: 2 },
  { id: 'gold-1200', gold: 1200, priceUsd: 19.99, priceInr: 1699, starsPrice: 1540, sort: 3 },
  { id: 'gold-3000', gold: 3000, priceUsd: 44.99, priceInr: 3799, starsPrice: 3460, sort: 4 },
  { id: 'gold-6500', gold: 6500, priceUsd: 89.99, priceInr: 7499, starsPrice: 6920, sort: 5 },
];

/** Every column of a seeded row but its id, taken from the new values on conflict. */
function updateAll(columns: readonly string[]) {
  return Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${column}`)]));
}

/** Writes the plans and packs; safe on every start (prices follow the catalogue). */
export async function seedGoods(db: Database): Promise<void> {
  await db
    .insert(vipPlans)
    .values([...VIP_PLAN_CATALOGUE])
    .onConflictDoUpdate({
      target: vipPlans.id,
      set: updateAll([
        'period',
        'months',
        'days',
        'price_usd',
        'price_mmk',
        'price_inr',
        'price_myr',
        'price_idr',
        'original_price_usd',
        'stars_price',
        'gift_coins',
        'only_pay_tg_star',
        'renewable',
        'active',
        'sort',
      ]),
    });
  await db
    .insert(goldPacks)
    .values([...GOLD_PACK_CATALOGUE])
    .onConflictDoUpdate({
      target: goldPacks.id,
      set: updateAll(['gold', 'price_usd', 'price_inr', 'stars_price', 'active', 'sort']),
    });
}
