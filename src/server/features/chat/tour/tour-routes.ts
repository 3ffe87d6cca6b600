import {
  tourCharactersEndpoint,
  tourChatEndpoint,
  tourChatJoinEndpoint,
  tourClaimEndpoint,
  tourConfigEndpoint,
  tourConversationListEndpoint,
  tourFromCharacterEndpoint,
  tourLandingRole3MatchEndpoint,
  tourLandingRoleMatchEndpoint,
  tourMessageListEndpoint,
  tourOpenVipPageEndpoint,
} from '@contract/api/tour-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { ApiFailure } from '../../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../../api/endpoint-handler';
import { assertFeatureOn } from '../../../config/feature-switch';
import { analyticsEvents } from '../../../db/schema/analytics';
import { listTourCharacters } from '../../characters/character-queries';
import {
  answerLanguage,
  characterTexts,
  loadTagLabels,
  toCharacterCard,
} from '../../characters/character-views';
import { bestQuizMatch, LANDING_ROLE_CHARACTERS } from '../../characters/landing-quiz';
import { entitlementsOf } from '../../entitlements/entitlements';
import { refuseUnsafeChatText } from '../../safety/chat-text-check';
import { loadOwnConversation } from '../conversation-access';
import {
  listConversationSummaries,
  loadMessagePage,
  openLatestConversation,
} from '../conversation-queries';
import { loadConversationStory } from '../conversation-story';
import { BLURRED_PHOTOS_VIEW } from '../message-views';
import { answerRepeatedExchange } from '../repeated-calls';
import { assertTakingReplies } from '../reply-drain';
import { answerExchange, beginReply, type ChatPartner, joinStreamingReply } from '../reply-flow';
import { acceptTourMessage } from './accept-tour-message';
import { claimTour } from './claim-tour';
import { createVisitor, findVisitor, requireVisitor, tourQuotaOf } from './visitors';

/** Most tour conversations a visitor can have: one per tour character. */
const TOUR_LIST_SIZE = 50;

/** The visitor of a tour call, refusing when the operator switched the tour off. */
async function tourVisitor(context: HandlerContext, visitorToken: string) {
  assertFeatureOn(context.env, 'tour');
  return requireVisitor(context.db, visitorToken);
}

/** A tour character by id; anything else is not found, as for a character that does not exist. */
async function tourCharacter(context: HandlerContext, characterId: string) {
  const found = (await listTourCharacters(context.db)).find((row) => row.id === characterId);
  if (!found) throw new ApiFailure(REFUSAL_CODE.notFound, 'This character is not in the tour');
  return found;
}

/** Visitors are not members: photos she sends them stay blurred, with the offer to unlock. */
const VISITOR_VIEW = BLURRED_PHOTOS_VIEW;

/** A visitor as the character's chat partner: no account, so no NSFW and the base model. */
const visitorPartner = (lang: string | undefined): ChatPartner => ({
  nick: 'Guest',
  lang,
  explicitAllowed: false,
  model: 'base',
  perks: entitlementsOf({ vipExpireAt: null }),
  view: VISITOR_VIEW,
});

export const tourRoutes = [
  implement(tourConfigEndpoint, async ({ visitorToken }, context) => {
    assertFeatureOn(context.env, 'tour');
    const known = visitorToken ? await findVisitor(context.db, visitorToken) : null;
    if (known && visitorToken) return { visitorToken, ...tourQuotaOf(known) };
    const created = await createVisitor(context.db, context.ip);
    return { visitorToken: created.token, ...tourQuotaOf(created.visitor) };
  }),

  implement(tourCharactersEndpoint, async ({ lang }, context) => {
    assertFeatureOn(context.env, 'tour');
    const language = answerLanguage(lang);
    const tags = await loadTagLabels(context.db, language);
    const rows = await listTourCharacters(context.db);
    return { list: rows.map((row) => toCharacterCard(row, language, tags)) };
  }),

  implement(tourFromCharacterEndpoint, async ({ visitorToken, characterId, lang }, context) => {
    const visitor = await tourVisitor(context, visitorToken);
    const character = await tourCharacter(context, characterId);
    const greeting = characterTexts(character, answerLanguage(lang)).greeting;
    return {
      conversationId: await openLatestConversation(context.db, {
        ownerId: visitor.id,
        characterId: character.id,
        firstLine: greeting,
      }),
    };
  }),

  implement(tourChatEndpoint, async (input, context) => {
    const { visitorToken, conversationId, content, askPhoto, lang } = input;
    const visitor = await tourVisitor(context, visitorToken);
    assertTakingReplies(context.services.chat);
    await refuseUnsafeChatText(context, {
      userId: visitor.id,
      conversationId,
      content,
      source: 'tour_send',
    });
    const accepted = await acceptTourMessage(context.db, {
      visitorId: visitor.id,
      conversationId,
      content,
      askPhoto,
      requestKey: context.requestKey,
    });
    if (accepted.repeated) return answerRepeatedExchange(context, accepted.repeated, VISITOR_VIEW);
    const { userMessage, reply } = accepted;
    context.services.chat.messageCounts?.add(accepted.character.id, userMessage.createdAt);
    await beginReply(context, {
      ...accepted,
      partner: visitorPartner(lang),
      replyId: reply.id,
      lang,
      seed: `${conversationId}:${userMessage.id}`,
      charge: { kind: 'tourMessage', visitorId: visitor.id },
      sendsPhoto: reply.photo !== null,
      rememberFrom: userMessage,
      hasNoPersona: true,
    });
    return answerExchange(context, { userMessage, replyId: reply.id }, VISITOR_VIEW);
  }),

  implement(tourChatJoinEndpoint, async ({ visitorToken, conversationId }, context) => {
    const visitor = await tourVisitor(context, visitorToken);
    await loadOwnConversation(context.db, visitor.id, conversationId);
    return joinStreamingReply(context, conversationId, VISITOR_VIEW);
  }),

  implement(tourConversationListEndpoint, async ({ visitorToken, lang }, context) => {
    const visitor = await tourVisitor(context, visitorToken);
    const { list } = await listConversationSummaries(context.db, visitor.id, answerLanguage(lang), {
      offset: 0,
      size: TOUR_LIST_SIZE,
    });
    return { list };
  }),

  implement(tourMessageListEndpoint, async (input, context) => {
    const visitor = await tourVisitor(context, input.visitorToken);
    const { conversation, character } = await loadOwnConversation(
      context.db,
      visitor.id,
      input.conversationId,
    );
    const language = answerLanguage(input.lang);
    return {
      character: toCharacterCard(character, language, await loadTagLabels(context.db, language)),
      story: await loadConversationStory(context.db, conversation.storyId, language),
      ...(await loadMessagePage(context.db, input.conversationId, input, VISITOR_VIEW)),
    };
  }),

  implement(tourOpenVipPageEndpoint, async (input, context) => {
    const { visitorToken, reason, conversationId } = input;
    const visitor = await tourVisitor(context, visitorToken);
    if (conversationId) await loadOwnConversation(context.db, visitor.id, conversationId);
    await context.db.insert(analyticsEvents).values({
      name: 'tour_open_vip_page',
      params: { reason, conversationId: conversationId ?? null, visitor: visitor.id },
      deviceUuid: input.uuid ?? null,
      platform: input.plat ?? null,
    });
    return tourQuotaOf(visitor);
  }),

  implement(tourLandingRoleMatchEndpoint, async ({ landingRole, lang }, context) => {
    assertFeatureOn(context.env, 'tour');
    const character = await tourCharacter(context, LANDING_ROLE_CHARACTERS[landingRole]);
    const language = answerLanguage(lang);
    return {
      character: toCharacterCard(character, language, await loadTagLabels(context.db, language)),
    };
  }),

  implement(tourLandingRole3MatchEndpoint, async (quiz, context) => {
    assertFeatureOn(context.env, 'tour');
    const match = bestQuizMatch(quiz, await listTourCharacters(context.db));
    if (!match) throw new ApiFailure(REFUSAL_CODE.notFound, 'The tour has no characters');
    const language = answerLanguage(quiz.lang);
    const tags = await loadTagLabels(context.db, language);
    return { character: toCharacterCard(match.character, language, tags), score: match.score };
  }),

  implement(tourClaimEndpoint, async ({ visitorToken }, context) => {
    const userId = signedInUid(context);
    return { conversationIds: await claimTour(context.db, { visitorToken, userId }) };
  }),
];
