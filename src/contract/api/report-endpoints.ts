import { z } from 'zod';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from '../reports';
import { characterIdSchema } from './character-endpoints';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/** Reports abusive content for moderators (spec §7 `/v1/user/report`); today: a public character. */
export const reportEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.report,
  input: z.object({
    targetType: z.literal('character'),
    targetId: characterIdSchema,
    reason: z.enum(REPORT_REASONS),
    details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).default(''),
  }),
  output: z.object({ reported: z.literal(true) }),
  access: 'user',
});
