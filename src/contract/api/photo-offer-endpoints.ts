import { z } from 'zod';
import { PHOTO_OFFER_RULES } from '../photo-offers';
import { conversationIdSchema, messageSchema } from './chat-endpoints';
import { defineEndpoint } from './endpoint';
import { PHOTO_OFFER_PATHS } from './photo-offer-paths';

const offerMessageIdSchema = z.string().regex(/^\d{1,18}$/, 'must be a message id');

/** The reply that carries an offer, in one of my conversations. */
const offerTargetSchema = z.object({
  conversationId: conversationIdSchema,
  messageId: offerMessageIdSchema,
});

/**
 * Opens a photo she offered: charges its price once (2020 when the coins are short, 2160 when it
 * was opened already, 2161 when what it shows is not safe to draw) and starts drawing it. The
 * answer is the reply with its offer `drawing`; `offerStatus` follows it to `sent` (the photo is
 * on the reply and in the album) or back to `open` when drawing failed and the price came back.
 */
export const offerAcceptEndpoint = defineEndpoint({
  path: PHOTO_OFFER_PATHS.offerAccept,
  input: offerTargetSchema,
  output: z.object({ message: messageSchema }),
  access: 'user',
});

/** The reply that carries an offer, as it is now. */
export const offerStatusEndpoint = defineEndpoint({
  path: PHOTO_OFFER_PATHS.offerStatus,
  input: offerTargetSchema,
  output: z.object({ message: messageSchema }),
  access: 'user',
});

const allowanceSchema = z.object({
  /** Coins a day that offers may take by themselves; 0 asks every time. */
  allowance: z.number().int(),
  /** The allowance works only for VIP members; others see it off. */
  isVip: z.boolean(),
  /** An offer's price, in coins. */
  price: z.number().int(),
  /** Coins the allowance already took today (a rolling 24 hours). */
  spentToday: z.number().int(),
});

/** My daily allowance for photos she offers. */
export const offerAllowanceEndpoint = defineEndpoint({
  path: PHOTO_OFFER_PATHS.offerAllowance,
  input: z.object({}),
  output: allowanceSchema,
  access: 'user',
});

/** Sets my daily allowance (VIP only, 2013; 0 turns it off for anyone). */
export const offerAllowanceSetEndpoint = defineEndpoint({
  path: PHOTO_OFFER_PATHS.offerAllowanceSet,
  input: z.object({
    allowance: z
      .number()
      .int('must be a whole number of coins')
      .min(0, 'must not be negative')
      .max(PHOTO_OFFER_RULES.maxAllowance, `must be at most ${PHOTO_OFFER_RULES.maxAllowance}`),
  }),
  output: allowanceSchema,
  access: 'user',
});
