import { REFUSAL_CODE } from '@contract/api-codes';
import { eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { HandlerContext } from '../../api/endpoint-handler';
import { messages } from '../../db/schema/conversations';
import type { RequestResult } from '../request-keys/request-keys';
import { type MessageRow, type MessageView, toChatMessage } from './message-views';
import { answerExchange, streamReply, waitForReply } from './reply-flow';

const idOf = (result: RequestResult, name: string) => {
  const id = Number(result[name]);
  if (!Number.isSafeInteger(id)) throw new Error(`a stored request result has no ${name}`);
  return id;
};

/**
 * Answers a repeated send (a retry of a message or gift already taken and paid) as the first one
 * was answered: the same stored message and the same reply, followed to its end. Charges nothing.
 */
export async function answerRepeatedExchange(
  context: HandlerContext,
  result: RequestResult,
  view: MessageView,
) {
  const [userMessage] = await context.db
    .select()
    .from(messages)
    .where(eq(messages.id, idOf(result, 'userMessageId')));
  if (!userMessage) throw new ApiFailure(REFUSAL_CODE.notFound, 'This message does not exist');
  return answerExchange(context, { userMessage, replyId: idOf(result, 'replyId') }, view);
}

/** Answers a repeated call that wrote a new version of a reply: that reply, followed to its end. */
export async function answerRepeatedReply(
  context: HandlerContext,
  result: RequestResult,
  view: MessageView,
) {
  const replyId = idOf(result, 'replyId');
  if (context.wantsEventStream) return streamReply(context, replyId, null, view);
  return { reply: await waitForReply(context, replyId, view) };
}

/**
 * Answers an edit of the latest message: the edited message, then her new reply followed to its
 * end (streamed when asked for, with the message in `accepted`).
 */
export async function answerEdit(
  context: HandlerContext,
  message: MessageRow,
  replyId: number,
  view: MessageView,
) {
  const edited = toChatMessage(message, view);
  if (context.wantsEventStream) return streamReply(context, replyId, edited, view);
  return { message: edited, reply: await waitForReply(context, replyId, view) };
}

/** Answers a repeated edit as the first one was answered. Charges nothing. */
export async function answerRepeatedEdit(
  context: HandlerContext,
  result: RequestResult,
  view: MessageView,
) {
  const [message] = await context.db
    .select()
    .from(messages)
    .where(eq(messages.id, idOf(result, 'messageId')));
  if (!message) throw new ApiFailure(REFUSAL_CODE.notFound, 'This message does not exist');
  return answerEdit(context, message, idOf(result, 'replyId'), view);
}
