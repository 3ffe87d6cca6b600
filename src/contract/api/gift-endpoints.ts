import { z } from 'zod';
import { conversationIdSchema, messageSchema } from './chat-endpoints';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

const giftSchema = z.object({
  id: z.string(),
  emoji: z.string(),
  /** In the caller's language. */
  name: z.string(),
  /** Price in coins. */
  price: z.number().int(),
});

/**
 * The gift catalogue, cheapest first. For a signed-in caller also how many gifts they sent today
 * and the daily limit (null for VIP members: spec perk "unlimited gifts").
 */
export const giftListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.giftList,
  input: z.object({}),
  output: z.object({
    list: z.array(giftSchema),
    sentToday: z.number().int(),
    dailyLimit: z.number().int().nullable(),
  }),
  access: 'optionalUser',
});

/**
 * Gives the character a gift in a conversation, paid in coins; she reacts to it. Streams like
 * `/v1/session/chat`: `accepted` carries the gift message, then the reaction's events.
 */
export const sendGiftEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.sendGift,
  input: z.object({
    conversationId: conversationIdSchema,
    giftId: z.string().trim().min(1).max(32),
  }),
  output: z.object({ userMessage: messageSchema, reply: messageSchema }),
  access: 'user',
  spends: true,
});
