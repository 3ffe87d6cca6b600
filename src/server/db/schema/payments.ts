import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money columns: exact decimals, read as numbers (they stay far below 2^53 cents). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** VIP plans (spec §3 price items) with their prices in every list currency (seeded). */
export const vipPlans = pgTable(
  'vip_plans',
  {
    id: text('id').primaryKey(),
    period: text('period')
      .$type<'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'lifetime'>()
      .notNull(),
    /** Months of VIP: 0.25 for a week, 1200 for lifetime. */
    months: numeric('months', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** Days of VIP granted; null for lifetime. */
    days: integer('days'),
    priceUsd: money('price_usd').notNull(),
    priceMmk: money('price_mmk').notNull(),
    priceInr: money('price_inr').notNull(),
    priceMyr: money('price_myr').notNull(),
    priceIdr: money('price_idr').notNull(),
    /** A standing discount: the USD price before it (struck through); null without one. */
    originalPriceUsd: money('original_price_usd'),
    starsPrice: integer('stars_price').notNull(),
    giftCoins: integer('gift_coins').notNull().default(0),
    onlyPayTgStar: boolean('only_pay_tg_star').notNull().default(false),
    /** Can be kept as a subscription that renews by itself. */
    renewable: boolean('renewable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [check('vip_plans_price_positive', sql`${table.priceUsd} > 0`)],
);

/** Coin packs (spec §3 gold items), seeded. */
export const goldPacks = pgTable('gold_packs', {
  id: text('id').primaryKey(),
  gold: integer('gold').notNull(),
  priceUsd: money('price_usd').notNull(),
  priceInr: money('price_inr').notNull(),
  starsPrice: integer('stars_price').notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/**
 * A time-limited promotion (exit, off2, off3) made to a user: its price holds until `expiresAt`,
 * and the same offer is made again only a day after it started.
 */
export const promotionOffers = pgTable(
  'promotion_offers',
  {
    userId: text('user_id').notNull(),
    tier: smallint('tier').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tier] })],
);

/** What an order buys, fixed when it is made so later catalogue edits do not change it. */
export type OrderGoodsSnapshot =
  | {
      kind: 'vip';
      planId: string;
      period: string;
      months: number;
      days: number | null;
      giftCoins: number;
    }
  | { kind: 'gold'; packId: string; gold: number };

/**
 * An order for VIP or coins. Its status moves wait=10 → hasPay=20 or cancel=30 once; the move to
 * hasPay and the grant happen in one transaction, so goods are given exactly once.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The buyer; null for a visitor's order until the purchase creates their account. */
    userId: text('user_id'),
    kind: text('kind').$type<'vip' | 'gold'>().notNull(),
    goods: jsonb('goods').$type<OrderGoodsSnapshot>().notNull(),
    amountUsd: money('amount_usd').notNull(),
    starsAmount: integer('stars_amount').notNull(),
    /** The promotion tier whose price was taken. */
    tier: smallint('tier').notNull(),
    status: smallint('status').notNull().default(10),
    payMethod: text('pay_method'),
    /** The provider's id: PayPal order id, Telegram payment charge id, sandbox session. */
    providerRef: text('provider_ref'),
    /** Who paid, as the provider knows them (the Telegram user id, for a Stars refund). */
    payerRef: text('payer_ref'),
    /** Keep the payment method to renew (renewable plans). */
    autoRenew: boolean('auto_renew').notNull().default(false),
    comeFrom: text('come_from').notNull(),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    returnUrl: text('return_url'),
    /** A visitor's order: the SHA-256 of the token that proves it is theirs. */
    visitorTokenHash: text('visitor_token_hash'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the purchase went to the conversion-tracking URL (`PURCHASE_REPORT_URL`). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /**
     * A renewal's key, from its subscription, period and attempt: every run for that period
     * finds the same order and gives the provider the same request id, so it is charged once.
     */
    renewalKey: text('renewal_key'),
  },
  (table) => [
    uniqueIndex('orders_renewal_key_idx').on(table.renewalKey),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_paid_idx').on(table.paidAt),
    uniqueIndex('orders_provider_ref_idx').on(table.payMethod, table.providerRef),
    check('orders_status_known', sql`${table.status} in (10, 20, 30)`),
  ],
);

/** A card or PayPal account kept for renewals: the provider's token, never card numbers. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    provider: text('provider').$type<'paypal' | 'sandbox'>().notNull(),
    /** PayPal vault payment-token id, or the sandbox card's id. */
    vaultId: text('vault_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4'),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_cards_user_idx').on(table.userId)],
);

/** A card being linked: made by `sign`, confirmed by the provider, finished by `bind`. */
export const cardSetups = pgTable('card_setups', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  provider: text('provider').$type<'paypal' | 'sandbox'>().notNull(),
  /** The provider's setup token; for the sandbox, the card typed on its page. */
  providerRef: text('provider_ref'),
  state: text('state').$type<'started' | 'approved' | 'bound'>().notNull().default('started'),
  /** Where the linking page sends the user back: the app's card page. */
  returnPath: text('return_path').notNull(),
  details: jsonb('details').$type<{ brand: string; last4: string | null; label: string | null }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A plan that renews by itself (spec §4 subscription: active, or cancelled without renewal). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    planId: text('plan_id').notNull(),
    /** change-plan: the plan the next renewal buys. */
    nextPlanId: text('next_plan_id'),
    provider: text('provider').$type<'paypal' | 'sandbox' | 'telegramStars'>().notNull(),
    state: text('state').$type<'active' | 'cancelled'>().notNull(),
    cardId: text('card_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Telegram's id of the Stars subscription, for its renewals. */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The last renewal attempt that failed, so the job does not retry every minute. */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** Renewal attempts the provider refused for this period; a refused attempt gets a new key. */
    refusedRenewals: integer('refused_renewals').notNull().default(0),
  },
  (table) => [
    // One live subscription per user.
    uniqueIndex('subscriptions_one_per_user_idx').on(table.userId),
    index('subscriptions_renewal_idx').on(table.state, table.currentPeriodEnd),
  ],
);
