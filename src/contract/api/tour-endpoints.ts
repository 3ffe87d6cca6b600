import { z } from 'zod';
import { MAX_KINKS } from '../constants';
import { TOUR_LANDING_ROLES } from '../enums';
import {
  characterCardSchema,
  characterIdSchema,
  characterStyleSchema,
} from './character-endpoints';
import {
  chatEndpoint,
  chatJoinEndpoint,
  conversationIdSchema,
  conversationSummarySchema,
  messageListEndpoint,
} from './chat-endpoints';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/**
 * The secret a visitor's device keeps for the tour (chatting before signing in). The server hands
 * it out in `/v1/tour/config`; sending it proves the tour conversations are this device's.
 */
const visitorTokenSchema = z.string().min(20).max(128);

/** The visitor's free messages: the quota and what is left of it. */
const tourQuotaSchema = z.object({
  messageQuota: z.number().int(),
  messagesLeft: z.number().int(),
});
export type TourQuota = z.infer<typeof tourQuotaSchema>;

/**
 * The visitor's tour: a token (new when none or an unknown one was sent) and the free messages
 * left. Answers 2016 when the operator switched the tour off.
 */
export const tourConfigEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourConfig,
  input: z.object({ visitorToken: visitorTokenSchema.optional() }),
  output: tourQuotaSchema.extend({ visitorToken: z.string() }),
  access: 'public',
});

/** The characters a visitor may chat with. */
export const tourCharactersEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourCharacters,
  input: z.object({}),
  output: z.object({ list: z.array(characterCardSchema) }),
  access: 'public',
});

/** Opens the visitor's conversation with a tour character (greeting first), or reuses it. */
export const tourFromCharacterEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourFromCharacter,
  input: z.object({ visitorToken: visitorTokenSchema, characterId: characterIdSchema }),
  output: z.object({ conversationId: z.string() }),
  access: 'public',
});

/** Sends a tour message; streams like `/v1/session/chat`. Each costs one free message. */
export const tourChatEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourChat,
  input: chatEndpoint.input.extend({ visitorToken: visitorTokenSchema }),
  output: chatEndpoint.output,
  access: 'public',
  spends: true,
});

/** Joins the tour reply still being written, like `/v1/session/chat/join`. */
export const tourChatJoinEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourChatJoin,
  input: chatJoinEndpoint.input.extend({ visitorToken: visitorTokenSchema }),
  output: chatJoinEndpoint.output,
  access: 'public',
});

/** The visitor's tour conversations, latest first (one per tour character at most). */
export const tourConversationListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourConversationList,
  input: z.object({ visitorToken: visitorTokenSchema }),
  output: z.object({ list: z.array(conversationSummarySchema) }),
  access: 'public',
});

/** A page of a tour conversation, newest page first, like `/v1/session/message/list`. */
export const tourMessageListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourMessageList,
  input: messageListEndpoint.input.extend({ visitorToken: visitorTokenSchema }),
  output: messageListEndpoint.output,
  access: 'public',
});

/** Why the tour showed a visitor the VIP offer. */
const TOUR_VIP_PAGE_REASONS = ['quotaUsed', 'memberCharacter', 'banner'] as const;

/**
 * Records that the tour showed the visitor the VIP offer (a step of the tour funnel) and answers
 * the free messages left, which the offer shows next to "sign in to keep chatting".
 */
export const tourOpenVipPageEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourOpenVipPage,
  input: z.object({
    visitorToken: visitorTokenSchema,
    reason: z.enum(TOUR_VIP_PAGE_REASONS),
    conversationId: conversationIdSchema.optional(),
  }),
  output: tourQuotaSchema,
  access: 'public',
});

/** The tour character a role landing page (`/landing/role1` … `role3`) introduces. */
export const tourLandingRoleMatchEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourLandingRoleMatch,
  input: z.object({ landingRole: z.enum(TOUR_LANDING_ROLES) }),
  output: z.object({ character: characterCardSchema }),
  access: 'public',
});

/** Answers of the landing quiz (appearance and kink preferences); every answer is optional. */
export const landingQuizSchema = z.object({
  style: characterStyleSchema.optional(),
  gender: z.enum(['woman', 'man']).optional(),
  hair: z.enum(['black', 'brown', 'blonde', 'red', 'colourful']).optional(),
  body: z.enum(['slim', 'petite', 'curvy', 'athletic', 'muscular']).optional(),
  kinks: z.array(z.string().trim().min(1).max(32)).max(MAX_KINKS).default([]),
});
export type LandingQuiz = z.infer<typeof landingQuizSchema>;

/** The tour character that best fits the third landing page's quiz answers. */
export const tourLandingRole3MatchEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourLandingRole3Match,
  input: landingQuizSchema,
  output: z.object({ character: characterCardSchema, score: z.number().int() }),
  access: 'public',
});

/**
 * Moves the visitor's tour conversations into the signed-in account; called right after sign-in
 * on the device that holds the visitor token. Calling it again for the same account is harmless.
 */
export const tourClaimEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.tourClaim,
  input: z.object({ visitorToken: visitorTokenSchema }),
  output: z.object({ conversationIds: z.array(z.string()) }),
  access: 'user',
});
