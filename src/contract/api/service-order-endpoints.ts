import { z } from 'zod';
import {
  SERVICE_ORDER_BRIEF_MAX_LENGTH,
  SERVICE_ORDER_BRIEF_MIN_LENGTH,
  SERVICE_ORDER_DELIVERY_MAX_LENGTH,
  SERVICE_ORDER_KINDS,
  SERVICE_ORDER_REJECT_REASON_MAX_LENGTH,
  SERVICE_ORDER_STATES,
  SOCIAL_LINK_KINDS,
  SOCIAL_LINK_LABEL_MAX_LENGTH,
  SOCIAL_LINK_URL_MAX_LENGTH,
  SOCIAL_LINKS_MAX,
} from '../service-orders';
import { characterIdSchema } from './character-endpoints';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

const serviceOrderIdSchema = z.string().trim().min(1).max(64);

/** One commission as its buyer or its creator sees it. */
const serviceOrderSchema = z.object({
  orderId: z.string(),
  kind: z.enum(SERVICE_ORDER_KINDS),
  state: z.enum(SERVICE_ORDER_STATES),
  /** Coins held from the buyer; paid to the creator minus the platform share on delivery. */
  price: z.number().int(),
  /** What the creator earns on delivery. */
  creatorEarning: z.number().int(),
  brief: z.string(),
  characterId: z.string(),
  characterNick: z.string(),
  buyerId: z.string(),
  buyerNick: z.string(),
  creatorId: z.string(),
  creatorNick: z.string(),
  /** The caller placed it (else the caller is its creator). */
  isMine: z.boolean(),
  /** The creator's delivery note, once delivered. */
  deliveryNote: z.string().nullable(),
  /** The album picture delivered with it, while it is still in the gallery. */
  deliveryImageUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** When an open order expires and is refunded (created: unconfirmed; confirmed: undelivered). */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;

const orderOutput = z.object({ order: serviceOrderSchema });

/** Orders a piece from the creator of a public character; the price is held from my coins. */
export const serviceOrderCreateEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.serviceOrderCreate,
  input: z.object({
    characterId: characterIdSchema,
    kind: z.enum(SERVICE_ORDER_KINDS),
    brief: z
      .string()
      .trim()
      .min(SERVICE_ORDER_BRIEF_MIN_LENGTH)
      .max(SERVICE_ORDER_BRIEF_MAX_LENGTH),
  }),
  output: orderOutput,
  access: 'user',
  spends: true,
});

export const serviceOrderInfoEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.serviceOrderInfo,
  input: z.object({ orderId: serviceOrderIdSchema }),
  output: orderOutput,
  access: 'user',
});

/** Orders I placed (`placed`) or received as a creator (`received`), newest first. */
export const serviceOrderListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.serviceOrderList,
  input: z.object({
    role: z.enum(['placed', 'received']).default('placed'),
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  output: z.object({
    list: z.array(serviceOrderSchema),
    hasMore: z.boolean(),
    /** The caller has a public character, so others may order from them. */
    isProvider: z.boolean(),
  }),
  access: 'user',
});

/** The buyer withdraws an order the creator has not accepted: all coins come back. */
export const serviceOrderCancelEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.serviceOrderCancel,
  input: z.object({ orderId: serviceOrderIdSchema }),
  output: orderOutput,
  access: 'user',
});

/** The creator accepts the order. */
export const serviceOrderConfirmEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.serviceOrderConfirm,
  input: z.object({ orderId: serviceOrderIdSchema }),
  output: orderOutput,
  access: 'user',
});

/** The creator delivers: the held coins go to the creator, minus the platform's share. */
export const serviceOrderVerifyEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.serviceOrderVerify,
  input: z.object({
    orderId: serviceOrderIdSchema,
    note: z.string().trim().min(1).max(SERVICE_ORDER_DELIVERY_MAX_LENGTH),
    /** One of the creator's pictures in the community gallery, shown to the buyer. */
    albumItemId: z.string().trim().min(1).max(64).optional(),
  }),
  output: orderOutput,
  access: 'user',
});

/** The creator declines (before or after accepting): all coins go back to the buyer. */
export const serviceOrderRejectEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.serviceOrderReject,
  input: z.object({
    orderId: serviceOrderIdSchema,
    reason: z.string().trim().max(SERVICE_ORDER_REJECT_REASON_MAX_LENGTH).default(''),
  }),
  output: orderOutput,
  access: 'user',
});

/** A link on a creator's public profile: a known network, or any https page with a label. */
export const socialLinkSchema = z
  .object({
    kind: z.enum(SOCIAL_LINK_KINDS),
    label: z.string().trim().max(SOCIAL_LINK_LABEL_MAX_LENGTH).default(''),
    url: z.url({ protocol: /^https$/, hostname: z.regexes.domain }).max(SOCIAL_LINK_URL_MAX_LENGTH),
  })
  .refine((link) => link.kind !== 'other' || link.label.length > 0, {
    message: 'a link of kind other needs a label',
    path: ['label'],
  });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** Replaces the links on my public profile (creators only). */
export const socialUpdateEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.socialUpdate,
  input: z.object({ links: z.array(socialLinkSchema).max(SOCIAL_LINKS_MAX) }),
  output: z.object({ links: z.array(socialLinkSchema) }),
  access: 'user',
});
