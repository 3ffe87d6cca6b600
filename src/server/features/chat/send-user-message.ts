import { LEDGER_REASON } from '@contract/ledger-reasons';
import type { HandlerContext } from '../../api/endpoint-handler';
import { refuseUnsafeChatText } from '../safety/chat-text-check';
import { takeMessage } from './accept-message';
import { loadMessageView } from './conversation-access';
import { answerRepeatedExchange } from './repeated-calls';
import { assertTakingReplies } from './reply-drain';
import { replyToUserMessage } from './reply-flow';

/** A user's text message, typed or transcribed from their voice, as a send brings it. */
export interface UserMessageToSend {
  /** Looks the user up (refusing a dead session) when the send needs to know them. */
  userId: () => Promise<string>;
  conversationId: string;
  content: string;
  askPhoto: boolean;
  lang: string | undefined;
}

/**
 * Sends a user's message: the safety check, then the charge and both rows in one transaction,
 * then her reply (streamed when the caller asked for a stream). The chat send and a voice message
 * to the bot both come this way; a repeat of the same call (its request key) answers the first.
 */
export async function sendUserMessage(context: HandlerContext, message: UserMessageToSend) {
  const { userId, conversationId, content, askPhoto, lang } = message;
  assertTakingReplies(context.services.chat);
  // Checked before anything is charged or stored: a refused message leaves no trace but the log.
  await refuseUnsafeChatText(context, { userId, conversationId, content, source: 'chat_send' });
  const accepted = await takeMessage(context.db, {
    sender: { sessionToken: context.uncheckedSession?.token ?? null, userId },
    conversationId,
    content,
    askPhoto,
    requestKey: context.requestKey,
    drawsPhotos: !context.env.DISABLED_FEATURES.includes('imageGeneration'),
    lang,
  });
  if (accepted.repeated) {
    const view = await loadMessageView(context, await userId());
    return answerRepeatedExchange(context, accepted.repeated, view);
  }
  // Drawn while she writes: ready first, it comes with her finished reply.
  if ('photoJobId' in accepted && accepted.photoJobId) {
    await context.services.generation.wake(accepted.photoJobId);
  }
  return replyToUserMessage(context, accepted, {
    lang,
    refundReason: LEDGER_REASON.chatRefund,
    rememberFacts: true,
  });
}
