import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import { REPLY_FAILED } from './message-views';

type FailureEvent = Extract<ChatStreamEvent, { type: 'error' }>['data'];

/**
 * Why this copy stopped writing a reply before the model finished (the abort reason of its
 * generation): the reply is failed and refunded, and followers get `event` as the final `error`.
 */
export class ReplyStopped extends Error {
  constructor(
    message: string,
    readonly event: FailureEvent = REPLY_FAILED,
  ) {
    super(message);
    this.name = 'ReplyStopped';
  }
}
