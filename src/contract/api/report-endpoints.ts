import { z } from 'zod';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from '../reports';
import { characterIdSchema } from './character-endpoints';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/** Reports abusive content for moderators (spec §7 `/v1/user/report`): a character or a photo. */
export const reportEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.report,
  input: z.object({
    /** A public character, or a picture of the community gallery (hidden until reviewed). */
    targetType: z.enum(['character', 'photo']),
    targetId: characterIdSchema,
    reason: z.enum(REPORT_REASONS),
    details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).default(''),
  }),
  output: z.object({ reported: z.literal(true) }),
  access: 'user',
});
