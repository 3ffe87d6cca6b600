import { z } from 'zod';
import { PAY_FEEDBACK_CONTACT_MAX_LENGTH, PAY_FEEDBACK_MAX_LENGTH } from '../pay-feedback';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/**
 * Tells support about a payment that may have gone wrong (spec §8), with the order attached.
 * One report per order: sending again replaces what was written before.
 */
export const payFeedbackEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.payFeedback,
  input: z.object({
    orderId: z.string().trim().min(1).max(64),
    /** What happened, in the buyer's words. */
    what: z.string().trim().min(1).max(PAY_FEEDBACK_MAX_LENGTH),
    /** Another way to reach the buyer (an address, a Telegram handle); optional. */
    contact: z.string().trim().max(PAY_FEEDBACK_CONTACT_MAX_LENGTH).optional(),
  }),
  output: z.object({
    received: z.literal(true),
    /** True when this replaced an earlier report about the same order. */
    isUpdate: z.boolean(),
  }),
  access: 'user',
});
