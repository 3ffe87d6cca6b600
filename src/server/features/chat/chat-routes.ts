import {
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
import { eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { users } from '../../db/schema/users';
import { loadUser } from '../accounts/user-profile';
import { entitlementsOf } from '../entitlements/entitlements';
import { acceptMessage, CHAT_REFUND_REASON } from './accept-message';
import { loadOwnConversation } from './conversation-access';
import {
  acceptRegeneration,
  chooseAlternative,
  deleteMessage,
  editLastMessage,
  REGENERATE_REFUND_REASON,
} from './message-actions';
import { toChatMessage } from './message-views';
import {
  beginReply,
  joinStreamingReply,
  streamReply,
  userPartner,
  waitForReply,
} from './reply-flow';

export const chatRoutes = [
  implement(chatEndpoint, async ({ conversationId, content, lang }, context) => {
    const userId = signedInUid(context);
    const accepted = await acceptMessage(context.db, { userId, conversationId, content });
    const { userMessage, reply } = accepted;
    await beginReply(context, {
      ...accepted,
      partner: userPartner(accepted.user, accepted.perks),
      replyId: reply.id,
      lang,
      seed: `${conversationId}:${userMessage.id}`,
      charge: {
        kind: 'ledger',
        userId,
        currency: userMessage.chargeCurrency ?? 'energy',
        amount: userMessage.chargeAmount ?? 0,
        refundReason: CHAT_REFUND_REASON,
        reference: String(userMessage.id),
      },
    });
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
    await beginReply(context, {
      ...accepted,
      partner: userPartner(accepted.user, accepted.perks),
      replyId: reply.id,
      lang,
      seed: reference,
      charge: {
        kind: 'ledger',
        userId,
        ...cost,
        refundReason: REGENERATE_REFUND_REASON,
        reference,
      },
    });
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
    await loadOwnConversation(context.db, signedInUid(context), conversationId);
    return joinStreamingReply(context, conversationId);
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
