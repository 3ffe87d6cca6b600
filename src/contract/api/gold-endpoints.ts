import { z } from 'zod';
import { LEDGER_DIRECTION } from '../enums';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';
import {
  comeFromSchema,
  createOrderOutputSchema,
  orderExtraSchema,
  orderPaymentInputSchema,
  orderPaymentOutputSchema,
  orderStatusOutputSchema,
} from './vip-endpoints';

/** A coin pack (spec §3 gold item). */
const goldPackSchema = z.object({
  id: z.string(),
  gold: z.number().int(),
  /** Price in USD. */
  price: z.number(),
  priceINR: z.number(),
  /** Price in Telegram Stars. */
  tgStar: z.number().int(),
});
export type GoldPack = z.infer<typeof goldPackSchema>;

export const goldListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.goldList,
  input: z.object({}),
  output: z.object({ list: z.array(goldPackSchema) }),
  access: 'public',
});

export const goldOrderCreateEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.goldOrderCreate,
  input: z.object({
    id: z.string().trim().min(1).max(32),
    comeFrom: comeFromSchema,
    extraJson: orderExtraSchema.default({}),
  }),
  output: createOrderOutputSchema,
  access: 'user',
});

export const goldOrderPaymentEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.goldOrderPayment,
  input: orderPaymentInputSchema.omit({ orderToken: true, autoRenew: true }),
  output: orderPaymentOutputSchema,
  access: 'user',
});

export const goldOrderStatusEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.goldOrderStatus,
  input: z.object({ orderId: z.string().trim().min(1).max(64) }),
  output: orderStatusOutputSchema,
  access: 'user',
});

const directionValues = Object.values(LEDGER_DIRECTION) as [number, ...number[]];

/** One change of the coin balance (spec §3 direction IN=1 / OUT=2). */
const goldDetailSchema = z.object({
  id: z.string(),
  direction: z
    .number()
    .int()
    .refine((value) => directionValues.includes(value)),
  amount: z.number().int(),
  /** Why (`LEDGER_REASON`): a purchase, a VIP gift, a message, a gift, a refund… */
  reason: z.string(),
  createdAt: z.string(),
});
export type GoldDetail = z.infer<typeof goldDetailSchema>;

/** The coin history, newest first (coin-details). */
export const goldDetailListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.goldDetailList,
  input: z.object({
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, 'must be a ledger row id')
      .optional(),
    size: z.number().int().min(1).max(50).default(20),
  }),
  output: z.object({
    list: z.array(goldDetailSchema),
    nextCursor: z.string().nullable(),
    balance: z.number().int(),
  }),
  access: 'user',
});
