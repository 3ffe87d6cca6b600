import {
  type ChatMessage,
  type ChatStreamEvent,
  changeChatModelEndpoint,
  changeStyleEndpoint,
  chatEndpoint,
  chatJoinEndpoint,
  chooseAlternativeEndpoint,
  deleteMessageEndpoint,
  editMessageEndpoint,
  regenerateReplyEndpoint,
} from '@contract/api/chat-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { and, desc, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { EventStreamAnswer } from '../../api/event-stream-answer';
import { messages } from '../../db/schema/conversations';
import { users } from '../../db/schema/users';
import { loadUser, type UserRow } from '../accounts/user-profile';
import type { CharacterRow } from '../characters/character-views';
import { answerLanguage, characterTexts } from '../characters/character-views';
import type { Entitlements } from '../entitlements/entitlements';
import { entitlementsOf } from '../entitlements/entitlements';
import { acceptMessage, CHAT_REFUND_REASON } from './accept-message';
import type { ConversationRow } from './conversation-access';
import { loadOwnConversation } from './conversation-access';
import { followReply } from './follow-reply';
import { type ChargeToRefund, loadHistory, startGeneration } from './generate-reply';
import {
  acceptRegeneration,
  chooseAlternative,
  deleteMessage,
  editLastMessage,
  REGENERATE_REFUND_REASON,
} from './message-actions';
import { REPLY_FAILED, toChatMessage } from './message-views';
import { buildChatPrompt, SUMMARY_SPAN } from './prompt';

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
  throw new ApiFailure(REPLY_FAILED.code, REPLY_FAILED.msg);
}

/** Builds the prompt for a reply about to be written and starts writing it. */
async function beginReply(
  context: HandlerContext,
  accepted: {
    user: UserRow;
    perks: Entitlements;
    conversation: ConversationRow;
    character: CharacterRow;
    replyId: number;
  },
  options: { lang: string | undefined; seed: string; charge: ChargeToRefund },
) {
  const { user, perks, conversation, character } = accepted;
  const language = answerLanguage(options.lang, user.lang);
  const history = await loadHistory(
    context.db,
    conversation.id,
    perks.recentMessageWindow + SUMMARY_SPAN,
  );
  const prompt = buildChatPrompt({
    character: {
      ...characterTexts(character, language),
      scenario: character.scenario,
      persona: character.persona,
      age: character.age,
      kinks: character.kinks,
    },
    userNick: user.nick,
    explicitAllowed: user.enableNsfw && user.adultConfirmedAt !== null,
    language,
    history,
    window: perks.recentMessageWindow,
    seed: options.seed,
  });
  startGeneration(context.db, context.services.chat, context.log, {
    replyId: accepted.replyId,
    conversationId: conversation.id,
    prompt,
    tier: user.chatModel === 'advanced' && perks.advancedModel ? 'advanced' : 'base',
    vip: perks.skipsChatQueue,
    charge: options.charge,
  });
}

/** The events of a reply for a caller who asked for a stream, starting with `accepted`. */
function streamReply(context: HandlerContext, replyId: number, userMessage: ChatMessage | null) {
  return new EventStreamAnswer(async (send, signal) => {
    await send({ type: 'accepted', data: { userMessage, replyId: String(replyId) } });
    await followReply(context.db, context.services.chat.hub, replyId, send, signal);
  });
}

export const chatRoutes = [
  implement(chatEndpoint, async ({ conversationId, content, lang }, context) => {
    const userId = signedInUid(context);
    const accepted = await acceptMessage(context.db, { userId, conversationId, content });
    const { userMessage, reply } = accepted;
    await beginReply(
      context,
      { ...accepted, replyId: reply.id },
      {
        lang,
        seed: `${conversationId}:${userMessage.id}`,
        charge: {
          userId,
          currency: userMessage.chargeCurrency ?? 'energy',
          amount: userMessage.chargeAmount ?? 0,
          refundReason: CHAT_REFUND_REASON,
          reference: String(userMessage.id),
        },
      },
    );
    if (context.wantsEventStream) return streamReply(context, reply.id, toChatMessage(userMessage));
    return {
      userMessage: toChatMessage(userMessage),
      reply: await waitForReply(context, reply.id),
    };
  }),

  implement(regenerateReplyEndpoint, async ({ conversationId, lang }, context) => {
    const userId = signedInUid(context);
    const accepted = await acceptRegeneration(context.db, { userId, conversationId });
    const { reply, cost, reference } = accepted;
    await beginReply(
      context,
      { ...accepted, replyId: reply.id },
      {
        lang,
        seed: reference,
        charge: { userId, ...cost, refundReason: REGENERATE_REFUND_REASON, reference },
      },
    );
    if (context.wantsEventStream) return streamReply(context, reply.id, null);
    return { reply: await waitForReply(context, reply.id) };
  }),

  implement(chooseAlternativeEndpoint, async (input, context) => {
    const row = await chooseAlternative(context.db, { ...input, userId: signedInUid(context) });
    return { message: toChatMessage(row) };
  }),

  implement(editMessageEndpoint, async (input, context) => {
    const row = await editLastMessage(context.db, { ...input, userId: signedInUid(context) });
    return { message: toChatMessage(row) };
  }),

  implement(deleteMessageEndpoint, async (input, context) => {
    await deleteMessage(context.db, { ...input, userId: signedInUid(context) });
    return { deleted: true as const };
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
