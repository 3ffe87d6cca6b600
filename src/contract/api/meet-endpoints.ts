import { z } from 'zod';
import {
  MEET_AGE_MAX,
  MEET_AGE_MIN,
  MEET_DECK_MAX_SIZE,
  MEET_MAX_TAGS,
  MEET_SWIPES,
} from '../meet';
import {
  characterCardSchema,
  characterIdSchema,
  characterStyleSchema,
  characterTagSchema,
} from './character-endpoints';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

const ADULTS_ONLY = `Ages start at ${MEET_AGE_MIN}: every character is an adult`;
const meetAgeSchema = z
  .number()
  .int()
  .min(MEET_AGE_MIN, ADULTS_ONLY)
  .max(MEET_AGE_MAX, `Ages end at ${MEET_AGE_MAX}`);

/** Who the deck shows; null style or gender means either. */
const meetConfigSchema = z.object({
  style: characterStyleSchema.nullable(),
  gender: z.enum(['woman', 'man']).nullable(),
  /** Character tag ids; empty means any. A character with one of them is shown. */
  tags: z.array(z.string()),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
});
export type MeetConfig = z.infer<typeof meetConfigSchema>;

/**
 * `/v1/user/meet-pro/config/update`: changes the fields sent (null clears style or gender) and
 * answers the whole configuration. Ages below 18 are refused (code 1000).
 */
export const meetConfigUpdateEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.meetConfigUpdate,
  input: z
    .object({
      style: characterStyleSchema.nullable().optional(),
      gender: z.enum(['woman', 'man']).nullable().optional(),
      tags: z.array(z.string().trim().min(1).max(64)).max(MEET_MAX_TAGS).optional(),
      ageMin: meetAgeSchema.optional(),
      ageMax: meetAgeSchema.optional(),
    })
    .refine(
      (input) =>
        input.ageMin === undefined || input.ageMax === undefined || input.ageMin <= input.ageMax,
      { message: 'The youngest age must not be above the oldest', path: ['ageMin'] },
    ),
  output: meetConfigSchema,
  access: 'user',
});

/** `/v1/meet/config`: the caller's Meet preferences (the defaults until they change them). */
export const meetConfigEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.meetConfig,
  input: z.object({}),
  output: meetConfigSchema,
  access: 'user',
});

/**
 * `/v1/meet/list/like`: the deck, the characters to like. Public characters the caller has not
 * chatted with nor swiped, filtered by the preferences, best fit first. Swiped cards leave the
 * deck, so each call answers the next cards from the top (no cursor); `remaining` counts them all.
 */
export const meetDeckEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.meetDeck,
  input: z.object({
    size: z.number().int().min(1).max(MEET_DECK_MAX_SIZE).default(10),
    lang: z.string().max(16).optional(),
  }),
  output: z.object({
    list: z.array(characterCardSchema),
    remaining: z.number().int(),
  }),
  access: 'user',
});

/**
 * `/v1/meet/match`: a swipe. A like she returns (she shares one of the caller's interest tags) is
 * a match and opens a conversation with her first message. The first swipe of a character stands:
 * a repeat answers it again.
 */
export const meetSwipeEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.meetSwipe,
  input: z.object({
    characterId: characterIdSchema,
    action: z.enum(MEET_SWIPES),
    lang: z.string().max(16).optional(),
  }),
  output: z.object({
    action: z.enum(MEET_SWIPES),
    isMatch: z.boolean(),
    /** The conversation the match opened; null without a match. */
    conversationId: z.string().nullable(),
    /** The interests she shares with the caller: why she liked them back (or empty). */
    sharedTags: z.array(characterTagSchema),
  }),
  access: 'user',
});

/** `/v1/meet/counts`: the caller's likes (matches included) and matches. */
export const meetCountsEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.meetCounts,
  input: z.object({}),
  output: z.object({ likes: z.number().int(), matches: z.number().int() }),
  access: 'user',
});
