import { z } from 'zod';
import { START_PARAM_MAX_LENGTH } from '../constants';
import { SURVEY_QUESTIONS } from '../survey';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/** The energy gifts `/v1/user/reward/energy` pays (spec §7: the request sends `event`). */
const ENERGY_REWARD_EVENTS = ['addHomeScreen'] as const;

/** Spec §9 home-screen gift: 20 energy once, up to the cap; the profile is refreshed after. */
export const rewardEnergyEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.rewardEnergy,
  input: z.object({ event: z.enum(ENERGY_REWARD_EVENTS) }),
  output: z.object({ success: z.literal(true), energy: z.number().int() }),
  access: 'user',
});

/** What the Share/Invite screen shows: friends who joined by the user's links and what they gave. */
const inviteSummarySchema = z.object({
  invitedCount: z.number().int(),
  /** Energy the invites actually gave (rewards stop at the energy cap). */
  energyEarned: z.number().int(),
  /** `https://t.me/<bot>`: the Mini App link a `startapp` parameter is added to; null without a bot. */
  telegramAppUrl: z.string().nullable(),
});
export type InviteSummary = z.infer<typeof inviteSummarySchema>;

export const inviteSummaryEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.inviteSummary,
  input: z.object({}),
  output: inviteSummarySchema,
  access: 'user',
});

/**
 * A message for Telegram's native share sheet (`shareMessage`): the bot saves it for the user
 * with a button opening the Mini App with `startParam`.
 */
export const invitePreparedMessageEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.invitePreparedMessage,
  input: z.object({
    startParam: z
      .string()
      .min(1)
      .max(START_PARAM_MAX_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/),
    text: z.string().trim().min(1).max(400),
    buttonText: z.string().trim().min(1).max(64),
  }),
  output: z.object({ id: z.string() }),
  access: 'user',
});

const supportChannelStatusSchema = z.object({
  /** The channel's public link; null when the operator configured no channel. */
  url: z.string().nullable(),
  /** Membership was confirmed and the join gift given. */
  isJoined: z.boolean(),
  /** The account has a Telegram identity the Bot API can look up. */
  hasTelegram: z.boolean(),
});
export type SupportChannelStatus = z.infer<typeof supportChannelStatusSchema>;

export const supportChannelStatusEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.supportChannelStatus,
  input: z.object({}),
  output: supportChannelStatusSchema,
  access: 'user',
});

/** Checks membership with the Bot API and gives the join gift (spec §9: 20 coins) once. */
export const supportChannelClaimEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.supportChannelClaim,
  input: z.object({}),
  output: z.object({ status: supportChannelStatusSchema, coins: z.number().int() }),
  access: 'user',
});

const surveyQuestionIds = SURVEY_QUESTIONS.map((question) => question.id) as [
  (typeof SURVEY_QUESTIONS)[number]['id'],
  ...(typeof SURVEY_QUESTIONS)[number]['id'][],
];

const surveyStatusSchema = z.object({
  /** Choice id by question id, as answered so far. */
  answers: z.record(z.string(), z.string()),
  isCompleted: z.boolean(),
});
export type SurveyStatus = z.infer<typeof surveyStatusSchema>;

export const surveyStatusEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.surveyStatus,
  input: z.object({}),
  output: surveyStatusSchema,
  access: 'user',
});

/** Keeps one answer, so a survey left half way goes on where it stopped. */
export const surveyAnswerEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.surveyAnswer,
  input: z.object({
    questionId: z.enum(surveyQuestionIds),
    choiceId: z.string().min(1).max(32),
  }),
  output: surveyStatusSchema,
  access: 'user',
});

/** Finishes the survey and gives its reward (spec §9: 50 coins) once. */
export const surveyCompleteEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.surveyComplete,
  input: z.object({}),
  output: z.object({ status: surveyStatusSchema, coins: z.number().int() }),
  access: 'user',
});
