import { z } from 'zod';
import { MAX_EVENTS_PER_REPORT } from '../constants';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/** 2100-01-01: later client times are clock errors. */
const LATEST_ACCEPTED_EVENT_TIME = 4_102_444_800_000;

export const analyticsEventSchema = z.object({
  /** Event name such as `page_home_select`. */
  event: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'lowercase letters, digits and _, 1-64'),
  params: z
    .record(z.string().max(64), z.union([z.string().max(1024), z.number(), z.boolean(), z.null()]))
    .refine((params) => Object.keys(params).length <= 50, 'at most 50 params')
    .default({}),
  /** When it happened on the client, epoch milliseconds; the server time is used otherwise. */
  time: z.number().int().nonnegative().max(LATEST_ACCEPTED_EVENT_TIME).optional(),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const reportEventsEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.reportEvents,
  input: z.object({ events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_REPORT) }),
  output: z.object({ accepted: z.number().int() }),
  access: 'optionalUser',
});

export const recordSiteOpenEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.recordSiteOpen,
  input: z.object({
    /** The `d` query parameter the site was opened with. */
    d: z.string().max(256).optional(),
  }),
  output: z.object({ id: z.number().int() }),
  access: 'optionalUser',
});
