import { z } from 'zod';
import { ORDER_STATUS, PAYMENT_METHODS, PLAN_PERIODS, PROMOTION_TIER } from '../enums';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

const isoTime = z.string();
const tierValues = Object.values(PROMOTION_TIER) as [number, ...number[]];
const statusValues = Object.values(ORDER_STATUS) as [number, ...number[]];

const promotionTierSchema = z
  .number()
  .int()
  .refine((value) => tierValues.includes(value), 'must be a promotion tier (0 to 4)');

/** A price in each currency of the list (spec §3): USD and the four local ones. */
const localPricesSchema = z.object({
  USD: z.number(),
  MMK: z.number(),
  INR: z.number(),
  MYR: z.number(),
  IDR: z.number(),
});
export type LocalPrices = z.infer<typeof localPricesSchema>;

/** Labels of spec §5 on the plan list: 12 months best price and most popular, 3 months hot. */
const PLAN_TAGS = ['bestPrice', 'mostPopular', 'hot'] as const;

/** A VIP plan with the fields of spec §3, priced for the caller now. */
const vipPlanSchema = z.object({
  id: z.string(),
  period: z.enum(PLAN_PERIODS),
  /** Months of VIP (a week is 0.25); lifetime is 1200. */
  month: z.number(),
  /** Days of VIP the plan gives; null for lifetime (VIP beyond 2099). */
  days: z.number().int().nullable(),
  /** Price in USD, and the same price in the local currencies. */
  price: z.number(),
  priceMMK: z.number(),
  priceINR: z.number(),
  priceMYR: z.number(),
  priceIDR: z.number(),
  /** USD before the discount; null without a discount. */
  originalPrice: z.number().nullable(),
  /** Every currency's price before the discount, for the struck-through per-day price. */
  originalPrices: localPricesSchema.nullable(),
  /** Percent off; 0 without a discount. */
  discount: z.number().int(),
  /** When a limited offer's price ends (ISO); null for a standing price. */
  discountExpireTime: isoTime.nullable(),
  /** The plan is sold for Stars only (its price is shown in dollars only, spec §3). */
  onlyPayTgStar: z.boolean(),
  /** Price in Telegram Stars. */
  starsPrice: z.number().int(),
  /** Coins that come with the plan (spec §9: 300, 1000, 5000). */
  giftCoins: z.number().int(),
  tags: z.array(z.enum(PLAN_TAGS)),
  /** Can renew by itself (a subscription); the others are one-time purchases. */
  renewable: z.boolean(),
});
export type VipPlan = z.infer<typeof vipPlanSchema>;

/**
 * The plan list of spec §5 (12 months or less, one per month count, order 1, 3, 12 months then
 * the others) and the lifetime plan, offered on its own. `tier` asks for a promotion: exit, off2
 * and off3 are 60-second offers (50%, 50%, 70%) made once a day to a signed-in user; origin and
 * permanent are the standing prices.
 */
export const vipListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.vipList,
  input: z.object({ tier: promotionTierSchema.optional() }),
  output: z.object({
    list: z.array(vipPlanSchema),
    lifetime: vipPlanSchema.nullable(),
    /** The tier the prices are for (an offer already used today falls back to origin). */
    tier: z.number().int(),
  }),
  access: 'optionalUser',
});

/** Where a purchase came from (spec §3: miniapp_home_rolelist, bot_unlock_photo, …). */
export const comeFromSchema = z.string().trim().min(1).max(64);

/** Extra context of a purchase: the story or photo that led to it and the client. */
export const orderExtraSchema = z
  .object({
    scriptId: z.string().max(64).optional(),
    photoId: z.string().max(64).optional(),
    client: z.string().max(32).optional(),
    /** The start link's `extraOrderParams` (spec §2), carried into the order as it came. */
    extraOrderParams: z.string().max(512).optional(),
  })
  .strict();

export const createOrderOutputSchema = z.object({ orderId: z.string() });

/** Starts buying a plan; the price is the server's (an offer counts while it runs). */
export const vipOrderCreateEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.vipOrderCreate,
  input: z.object({
    id: z.string().trim().min(1).max(32),
    comeFrom: comeFromSchema,
    extraJson: orderExtraSchema.default({}),
    /** The promotion the client showed; honoured only while the offer runs. */
    tier: promotionTierSchema.optional(),
  }),
  output: createOrderOutputSchema,
  access: 'user',
});

/**
 * A visitor buys before signing in. `orderToken` proves the order is theirs: the status answer of
 * the paid order carries a session token for the account the purchase created.
 */
export const vipOrderVisitorCreateEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.vipOrderVisitorCreate,
  input: z.object({
    id: z.string().trim().min(1).max(32),
    comeFrom: comeFromSchema,
    extraJson: orderExtraSchema.default({}),
  }),
  output: createOrderOutputSchema.extend({ orderToken: z.string() }),
  access: 'public',
});

const payMethodSchema = z.enum(PAYMENT_METHODS);

/** Pays an order: a checkout page to go to, or a Stars invoice link to open in Telegram. */
export const orderPaymentInputSchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  payMethod: payMethodSchema,
  /** Where the provider sends the buyer back (our /pay/callback with merchantParam). */
  returnUrl: z.url({ protocol: /^https?$/ }).max(2000),
  successUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  qxSubPayMethod: z.string().max(32).optional(),
  /** A visitor's order token (`visitor-create`). */
  orderToken: z.string().max(128).optional(),
  /** Keep the card for renewals: the plan becomes a subscription (renewable plans only). */
  autoRenew: z.boolean().default(false),
});

export const orderPaymentOutputSchema = z.object({
  payMethod: payMethodSchema,
  /** A checkout page (PayPal, the sandbox). */
  payUrl: z.string().nullable(),
  /** A Telegram Stars invoice link, opened through the Mini App. */
  invoiceLink: z.string().nullable(),
});

export const vipOrderPaymentEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.vipOrderPayment,
  input: orderPaymentInputSchema,
  output: orderPaymentOutputSchema,
  access: 'optionalUser',
});

/** What an order buys, for the result popup: VIP data for VIP, coin data otherwise. */
const orderGoodsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('vip'),
    planId: z.string(),
    period: z.enum(PLAN_PERIODS),
    month: z.number(),
    giftCoins: z.number().int(),
    /** After the grant: VIP until then. */
    vipExpireAt: isoTime.nullable(),
  }),
  z.object({
    kind: z.literal('gold'),
    packId: z.string(),
    gold: z.number().int(),
    /** After the grant: the coin balance. */
    goldBalance: z.number().int().nullable(),
  }),
]);
export type OrderGoods = z.infer<typeof orderGoodsSchema>;

export const orderStatusOutputSchema = z.object({
  /** wait=10, hasPay=20, cancel=30. */
  orderStatus: z
    .number()
    .int()
    .refine((value) => statusValues.includes(value)),
  goods: orderGoodsSchema,
  /** For a visitor's paid order: a session token that signs them in. */
  token: z.string().nullable(),
  uid: z.string().nullable(),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusOutputSchema>;

export const vipOrderStatusEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.vipOrderStatus,
  input: z.object({
    orderId: z.string().trim().min(1).max(64),
    orderToken: z.string().max(128).optional(),
  }),
  output: orderStatusOutputSchema,
  access: 'optionalUser',
});

/** Recent purchases for the premium page's ticker: a masked name, what and when. */
export const vipOrderCarouselEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.vipOrderCarousel,
  input: z.object({}),
  output: z.object({
    list: z.array(z.object({ nick: z.string(), goods: orderGoodsSchema, paidAt: isoTime })),
  }),
  access: 'public',
});

const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  /** The plan the next renewal switches to (change-plan); null when it stays. */
  nextPlanId: z.string().nullable(),
  /** active, or cancelled (no auto-renew; VIP stays until the period ends). */
  state: z.enum(['active', 'cancelled']),
  provider: z.enum(['paypal', 'sandbox', 'telegramStars']),
  currentPeriodEnd: isoTime,
  /** The card renewals are charged to; null for Telegram Stars. */
  cardId: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const subscriptionAnswer = z.object({ subscription: subscriptionSchema.nullable() });

export const subscriptionInfoEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.subscriptionInfo,
  input: z.object({}),
  output: subscriptionAnswer,
  access: 'user',
});

/** Stops renewals; VIP stays until the paid period ends. */
export const subscriptionCancelEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.subscriptionCancel,
  input: z.object({}),
  output: subscriptionAnswer,
  access: 'user',
});

/** Renews again after a cancel; needs a linked card (Stars renew in Telegram instead). */
export const subscriptionResumeEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.subscriptionResume,
  input: z.object({}),
  output: subscriptionAnswer,
  access: 'user',
});

/** The next renewal buys another renewable plan. */
export const subscriptionChangePlanEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.subscriptionChangePlan,
  input: z.object({ planId: z.string().trim().min(1).max(32) }),
  output: subscriptionAnswer,
  access: 'user',
});
