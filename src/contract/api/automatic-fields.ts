import { z } from 'zod';
import { CLIENT_PLATFORMS } from '../enums';

/** Fields the API client adds to every call body (spec §7). */
export const automaticFieldsSchema = z.object({
  /** Session token; empty or absent when signed out. */
  token: z.string().max(512).optional(),
  /** Channel the user arrived through. */
  ch: z.string().max(128).optional(),
  /**
   * Client time in epoch milliseconds. A call that spends is refused (1000) when it is more than
   * `REQUEST_FRESHNESS_MS` (10 minutes) from the server's clock, so an old body cannot be replayed.
   */
  t: z.number().int().nonnegative().optional(),
  /**
   * Made once per user action and sent again with each retry of it: a call that spends with a key
   * it already used answers the first call's result instead of spending again.
   */
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -')
    .optional(),
  /** Client time zone as an hour offset from UTC (spec §9). */
  timezoneOffset: z.number().min(-14).max(14).optional(),
  /** Which client sent the call. */
  plat: z.enum(CLIENT_PLATFORMS).optional(),
  /** Brand that built the client. */
  publisher: z.string().max(64).optional(),
  /** Device id kept in local storage. */
  uuid: z.string().max(64).optional(),
  /** The device was opened with `testB` (spec §2): it is in group B of the A/B switch. */
  testB: z.boolean().optional(),
  /** The interface language, so texts such as character names come back in it. */
  lang: z.string().max(16).optional(),
});

export type AutomaticFields = z.infer<typeof automaticFieldsSchema>;
