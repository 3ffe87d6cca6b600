import { z } from 'zod';
import { FIRST_STEPS } from '../enums';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/**
 * Remembers that the user saw a first-steps guide or the third-day banner (spec §3), so no other
 * device shows it again. Answers every step seen so far; marking one twice changes nothing.
 */
export const firstStepSeenEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.firstStepSeen,
  input: z.object({ step: z.enum(FIRST_STEPS) }),
  output: z.object({ seenFirstSteps: z.array(z.string()) }),
  access: 'user',
});

/**
 * Turns on or off the bot's messages when a reply or a generation is ready. The Mini App asks
 * Telegram's `requestWriteAccess` first; only an account with a Telegram sign-in can turn it on.
 */
export const botMessagesEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.botMessages,
  input: z.object({ allowed: z.boolean() }),
  output: z.object({ allowed: z.boolean() }),
  access: 'user',
});
