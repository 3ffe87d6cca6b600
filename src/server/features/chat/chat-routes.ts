import { REFUSAL_CODE } from '@contract/api-codes';
import {
  changeChatModelEndpoint,
  changeStyleEndpoint,
  chatEndpoint,
  chatJoinEndpoint,
  type ChatMessage,
  type ChatStreamEvent,
} from '@contract/api/chat-endpoints';
import { and, desc, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { EventStreamAnswer } from '../../api/event-stream-answer';
import { messages } from '../../db/schema/conversations';
import { users } from '../../db/schema/users';
import { loadUser } from '../accounts/user-profile';
import { answerLanguage, characterTexts } from '../characters/character-views';
import { entitlementsOf } from '../entitlements/entitlements';
import { acceptMessage } from './accept-message';
import { loadOwnConversation } from './conversation-access';
import { followReply } from './follow-reply';
import { loadHistory, startGeneration } from './generate-reply';
import { toChatMessage } from './message-views';
import { buildChatPrompt } from './prompt';

/** Follows a reply to its end and answers it, for callers that did not ask for a stream. */
async function waitForReply(context: HandlerContext, replyId: number): Promise<ChatMessage> {
  let last: ChatStreamEvent | null = null;
  await followReply(
    context.db,
    context.services.chat.hub,
    replyId,
    async (event) => {
      last = event;
    },
    new AbortController().signal,
  );
  const final = last as ChatStreamEvent | null;
  if (final?.type === 'done') return final.data.message;
  throw new ApiFailure(
    REFUSAL_CODE.generationFailed,
    'The reply could not be written; what you paid was refunded',
  );
}

export const chatRoutes = [
  implement(chatEndpoint, async ({ conversationId, content, lang }, context) => {
    const userId = signedInUid(context);
    const accepted = await acceptMessage(context.db, { userId, conversationId, content });
    const { user, perks, conversation, character, userMessage, reply } = accepted;
    const language = answerLanguage(lang, user.lang);
    const texts = characterTexts(character, language);
    const history = await loadHistory(
      context.db,
      conversation.id,
      conversation.summaryThroughId,
      perks.recentMessageWindow,
    );
    const prompt = buildChatPrompt({
      character: {
        ...texts,
        scenario: character.scenario,
        persona: character.persona,
        age: character.age,
        kinks: character.kinks,
      },
      userNick: user.nick,
      explicitAllowed: user.enableNsfw && user.adultConfirmedAt !== null,
      language,
      summary: conversation.summary,
      history,
      window: perks.recentMessageWindow,
      seed: `${conversation.id}:${userMessage.id}`,
    });
    const tier = user.chatModel === 'advanced' && perks.advancedModel ? 'advanced' : 'base';
    startGeneration(context.db, context.services.chat, context.log, {
      replyId: reply.id,
      conversationId: conversation.id,
      prompt,
      tier,
      vip: perks.skipsChatQueue,
      charge: {
        userId,
        messageId: userMessage.id,
        currency: userMessage.chargeCurrency ?? 'energy',
        amount: userMessage.chargeAmount ?? 0,
      },
    });

    if (context.wantsEventStream) {
      return new EventStreamAnswer(async (send, signal) => {
        await send({
          type: 'accepted',
          data: { userMessage: toChatMessage(userMessage), replyId: String(reply.id) },
        });
        await followReply(context.db, context.services.chat.hub, reply.id, send, signal);
      });
    }
    return {
      userMessage: toChatMessage(userMessage),
      reply: await waitForReply(context, reply.id),
    };
  }),

  implement(chatJoinEndpoint, async ({ conversationId }, context) => {
    const userId = signedInUid(context);
    await loadOwnConversation(context.db, userId, conversationId);
    const [streaming] = await context.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'streaming')))
      .orderBy(desc(messages.id))
      .limit(1);
    if (!streaming) return { reply: null };
    if (context.wantsEventStream) {
      return new EventStreamAnswer(async (send, signal) => {
        await send({
          type: 'accepted',
          data: { userMessage: null, replyId: String(streaming.id) },
        });
        await followReply(context.db, context.services.chat.hub, streaming.id, send, signal);
      });
    }
    return { reply: toChatMessage(streaming) };
  }),

  implement(changeChatModelEndpoint, async ({ model }, context) => {
    const user = await loadUser(context.db, signedInUid(context));
    if (model === 'advanced' && !entitlementsOf(user).advancedModel) {
      throw new ApiFailure(REFUSAL_CODE.vipOnly, 'The advanced model is for VIP members');
    }
    await context.db.update(users).set({ chatModel: model }).where(eq(users.id, user.id));
    return { model };
  }),

  implement(changeStyleEndpoint, async ({ style }, context) => {
    const userId = signedInUid(context);
    await context.db.update(users).set({ preferredStyle: style }).where(eq(users.id, userId));
    return { style };
  }),
];
