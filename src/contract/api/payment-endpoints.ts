import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';
import { orderStatusOutputSchema } from './vip-endpoints';

/**
 * Finishes a PayPal checkout after the buyer approved it and came back: captures the payment
 * (once, however often it is called) and answers the order's status.
 */
export const paypalCaptureEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.paypalCapture,
  input: z.object({
    orderId: z.string().trim().min(1).max(64),
    orderToken: z.string().max(128).optional(),
  }),
  output: orderStatusOutputSchema,
  access: 'optionalUser',
});

/** A card (or PayPal account) kept for renewals; only what identifies it to its owner. */
const paymentCardSchema = z.object({
  id: z.string(),
  provider: z.enum(['paypal', 'sandbox']),
  /** Visa, Mastercard, PayPal … */
  brand: z.string(),
  /** Last four digits; null for a PayPal account. */
  last4: z.string().nullable(),
  /** The PayPal account's address, masked; null for a card. */
  label: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

const cardsAnswer = z.object({ cards: z.array(paymentCardSchema) });

export const cardListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.cardList,
  input: z.object({}),
  output: cardsAnswer,
  access: 'user',
});

/**
 * Starts linking a card (spec: ocean-payment sign): answers the page where the card is entered,
 * PayPal's vault approval or the sandbox card form, which comes back to `returnUrl`.
 */
export const cardSignEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.cardSign,
  input: z.object({ returnUrl: z.url({ protocol: /^https?$/ }).max(2000) }),
  output: z.object({ setupUrl: z.string(), setupId: z.string() }),
  access: 'user',
});

/** Finishes linking (spec: ocean-payment bind) once the provider confirmed the card. */
export const cardBindEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.cardBind,
  input: z.object({ setupId: z.string().trim().min(1).max(64) }),
  output: cardsAnswer,
  access: 'user',
});

/** Removes a card (spec: ocean-payment unbind); a subscription on it stops renewing. */
export const cardUnbindEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.cardUnbind,
  input: z.object({ cardId: z.string().trim().min(1).max(64) }),
  output: cardsAnswer,
  access: 'user',
});
