import { z } from 'zod';
import { isAdPixelEvent } from '../ad-pixel-events';
import { MAX_EVENT_PARAMS_JSON_CHARS, MAX_EVENTS_PER_REPORT } from '../constants';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/** 2100-01-01: later client times are clock errors. */
const LATEST_ACCEPTED_EVENT_TIME = 4_102_444_800_000;
/** Our own event names, such as `page_home_select`. */
const OWN_EVENT_NAME = /^[a-z][a-z0-9_]{0,63}$/;
/** The longest reason given for a dropped event. */
const DROP_REASON_MAX = 200;

export const analyticsEventSchema = z.object({
  /** Our snake_case event name such as `page_home_select`, or an ad-pixel event such as `Purchase`. */
  event: z
    .string()
    .refine(
      (name) => OWN_EVENT_NAME.test(name) || isAdPixelEvent(name),
      'lowercase letters, digits and _ (1-64), or an ad-pixel event name',
    ),
  params: z
    .record(z.string().max(64), z.union([z.string().max(1024), z.number(), z.boolean(), z.null()]))
    .refine((params) => Object.keys(params).length <= 50, 'at most 50 params')
    .refine(
      (params) => JSON.stringify(params).length <= MAX_EVENT_PARAMS_JSON_CHARS,
      `at most ${MAX_EVENT_PARAMS_JSON_CHARS} characters of params`,
    )
    .default({}),
  /** When it happened on the client, epoch milliseconds; the server time is used otherwise. */
  time: z.number().int().nonnegative().max(LATEST_ACCEPTED_EVENT_TIME).optional(),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

/** One event of a batch after its own check: kept, or dropped with the reason. */
export type CheckedEvent =
  | { isValid: true; event: z.output<typeof analyticsEventSchema> }
  | { isValid: false; reason: string };

/**
 * Each event of a batch is judged alone: a bad one is dropped with its reason and the others are
 * kept (docs/decisions.md: analytics batches). The client still types its events as
 * `AnalyticsEvent`.
 */
const checkedEventSchema = analyticsEventSchema
  .transform((event): CheckedEvent => ({ isValid: true, event }))
  .catch(({ error }): CheckedEvent => {
    const issue = error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    const reason = `${where}${issue?.message ?? 'not an event'}`;
    return { isValid: false, reason: reason.slice(0, DROP_REASON_MAX) };
  });

export const reportEventsEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.reportEvents,
  input: z.object({ events: z.array(checkedEventSchema).min(1).max(MAX_EVENTS_PER_REPORT) }),
  output: z.object({
    /** Events stored. */
    accepted: z.number().int(),
    /** Events left out, by their place in the batch, with why. */
    dropped: z.array(z.object({ index: z.number().int(), reason: z.string() })),
  }),
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
