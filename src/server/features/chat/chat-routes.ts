import { characterSentPhotosEndpoint } from '@contract/api/character-endpoints';
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
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { implement, lookedUpUid, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { users } from '../../db/schema/users';
import { answerLanguage, characterTexts } from '../characters/character-views';
import { entitlementsOf } from '../entitlements/entitlements';
import { removeMediaFiles } from '../media/media-file-removal';
import { assertChatNotLocked } from '../safety/chat-strikes';
import { refuseUnsafeChatText } from '../safety/chat-text-check';
import { loadMessageView, loadOwnConversation } from './conversation-access';
import { acceptEdit } from './edit-last-message';
import { acceptRegeneration, chooseAlternative, deleteMessage } from './message-actions';
import { messageViewFor, photoView, toChatMessage } from './message-views';
import { answerEdit, answerRepeatedEdit, answerRepeatedReply } from './repeated-calls';
import { assertTakingReplies } from './reply-drain';
import {
  beginReply,
  joinStreamingReply,
  streamReply,
  userPartner,
  waitForReply,
} from './reply-flow';
import { sendUserMessage } from './send-user-message';
import { listSentPhotos } from './sent-photos';

export const chatRoutes = [
  implement(
    chatEndpoint,
    async ({ conversationId, content, askPhoto, lang }, context) =>
      // The session is checked by the statement that takes the message; looked up by itself only
      // when something needs the user before (or the long way after).
      sendUserMessage(context, {
        userId: () => lookedUpUid(context),
        conversationId,
        content,
        askPhoto,
        lang,
      }),
    { checksSession: true },
  ),

  implement(regenerateReplyEndpoint, async ({ conversationId, hint, lang }, context) => {
    const userId = signedInUid(context);
    assertTakingReplies(context.services.chat);
    // A new reply is paid for like a message: a locked chat takes none, and nothing is charged.
    await assertChatNotLocked(context.db, userId);
    // Its note is the user's words to the model, checked like a message before anything is paid.
    const note = hint || null;
    if (note) {
      await refuseUnsafeChatText(context, {
        userId,
        conversationId,
        content: note,
        source: 'chat_regenerate',
      });
    }
    const accepted = await acceptRegeneration(context.db, {
      userId,
      conversationId,
      requestKey: context.requestKey,
    });
    if (accepted.repeated) {
      const view = await loadMessageView(context, userId);
      return answerRepeatedReply(context, accepted.repeated, view);
    }
    const { reply, cost, reference } = accepted;
    const view = await messageViewFor(context, userId, accepted.perks);
    await beginReply(context, {
      ...accepted,
      partner: userPartner(accepted.user, accepted.perks, view),
      replyId: reply.id,
      lang,
      seed: reference,
      sendsPhoto: reply.photo !== null,
      rememberFrom: null,
      hint: note,
      earlierVersions: reply.alternatives,
      charge: {
        kind: 'ledger',
        userId,
        ...cost,
        refundReason: LEDGER_REASON.chatRegenerateRefund,
        reference,
      },
    });
    if (context.wantsEventStream) return streamReply(context, reply.id, null, view);
    return { reply: await waitForReply(context, reply.id, view) };
  }),

  implement(chooseAlternativeEndpoint, async (input, context) => {
    const userId = signedInUid(context);
    const row = await chooseAlternative(context.db, { ...input, userId });
    return { message: toChatMessage(row, await loadMessageView(context, userId)) };
  }),

  implement(editMessageEndpoint, async ({ conversationId, messageId, content, lang }, context) => {
    const userId = signedInUid(context);
    assertTakingReplies(context.services.chat);
    await refuseUnsafeChatText(context, {
      userId,
      conversationId,
      content,
      source: 'chat_edit',
      beforeMessageId: Number(messageId),
    });
    const accepted = await acceptEdit(context.db, {
      userId,
      conversationId,
      messageId,
      content,
      requestKey: context.requestKey,
    });
    if (accepted.repeated) {
      const view = await loadMessageView(context, userId);
      return answerRepeatedEdit(context, accepted.repeated, view);
    }
    const { message, reply, cost, reference } = accepted;
    const view = await messageViewFor(context, userId, accepted.perks);
    await beginReply(context, {
      ...accepted,
      partner: userPartner(accepted.user, accepted.perks, view),
      replyId: reply.id,
      lang,
      seed: reference,
      sendsPhoto: reply.photo !== null,
      rememberFrom: message,
      charge: {
        kind: 'ledger',
        userId,
        ...cost,
        refundReason: LEDGER_REASON.chatRegenerateRefund,
        reference,
      },
    });
    // After the reply started: the new reply need not wait for storage.
    await removeMediaFiles(
      context.db,
      context.services.storage,
      accepted.removedFiles,
      context.log,
    );
    return answerEdit(context, message, reply.id, view);
  }),

  implement(deleteMessageEndpoint, async (input, context) => {
    await deleteMessage(context.db, context.services.storage, context.log, {
      ...input,
      userId: signedInUid(context),
    });
    return { deleted: true as const };
  }),

  implement(chatJoinEndpoint, async ({ conversationId }, context) => {
    const userId = signedInUid(context);
    await loadOwnConversation(context.db, userId, conversationId);
    return joinStreamingReply(context, conversationId, await loadMessageView(context, userId));
  }),

  implement(characterSentPhotosEndpoint, async ({ characterId, lang }, context) => {
    const userId = signedInUid(context);
    const [view, user] = await Promise.all([
      loadMessageView(context, userId),
      loadUser(context.db, userId),
    ]);
    const language = answerLanguage(lang, user.lang);
    const rows = await listSentPhotos(context.db, userId, characterId);
    return {
      list: rows.flatMap((row) =>
        row.photo
          ? [
              {
                ...photoView(row.photo, view),
                conversationId: row.conversationId,
                characterId: row.characterId,
                characterNick: characterTexts({ texts: row.characterTexts }, language).name,
                sentAt: row.sentAt.toISOString(),
              },
            ]
          : [],
      ),
    };
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
