import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { ApiFailure } from '../../api/api-failure';
import type { ChatServices } from './chat-services';
import { ReplyStopped } from './reply-stopped';

/** What a reply cut by a shutdown answers its followers as the final `error`. */
export const SERVER_STOPPED_EVENT = {
  code: REFUSAL_CODE.generationFailed,
  msg: 'The server restarted before she finished; what you paid was refunded',
};

/**
 * The final event of a stream still open when a stopping server closes its connections: its reply
 * did not settle in time (the refund waited on a slow database), or another copy writes it.
 * Opening the chat again shows how the reply ended; one this copy was writing is failed and
 * refunded there, once its lease has passed, if the refund had not landed.
 */
export const STREAM_CLOSED_EVENT: ChatStreamEvent = {
  type: 'error',
  data: {
    code: REFUSAL_CODE.serverStopping,
    msg:
      'The server restarted before this reply was finished; ' +
      'open the chat again in a few seconds to see how it ended',
  },
};

/** Refuses a call that would start a reply once this copy is shutting down. */
export function assertTakingReplies(chat: ChatServices): void {
  if (chat.shutdown.isDraining) {
    throw new ApiFailure(
      REFUSAL_CODE.serverStopping,
      'The server is restarting; send it again in a few seconds',
    );
  }
}

/** The abort reason of a reply that was started after the drain stopped every reply. */
function stoppedByShutdown() {
  return new ReplyStopped('the server stopped before the reply was finished', SERVER_STOPPED_EVENT);
}

/** Stops a reply at once if the drain has already stopped the others (it raced the drain). */
export function stopIfShutDown(chat: ChatServices, controller: AbortController): void {
  if (chat.shutdown.isStopping) controller.abort(stoppedByShutdown());
}

/** Resolves when nothing of chat runs any more, or after `ms`. */
async function settled(chat: ChatServices, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (chat.running.size > 0 && Date.now() < deadline) {
    await Promise.race([Promise.allSettled([...chat.running]), sleep(deadline - Date.now())]);
  }
}

/**
 * Shuts chat down for a stopping server: takes no new replies, gives the replies being written
 * `graceMs` to finish, then stops the rest, each failed and refunded with a final `error` to its
 * followers. Resolves when every reply is settled (or after `settleMs` more, should the database
 * not answer). Answers how many replies finished and how many were stopped.
 */
export async function drainReplies(
  chat: ChatServices,
  { graceMs, settleMs }: { graceMs: number; settleMs: number },
): Promise<{ finished: number; stopped: number }> {
  chat.shutdown.isDraining = true;
  const writing = chat.writers.size;
  await settled(chat, graceMs);
  chat.shutdown.isStopping = true;
  const stopped = chat.writers.size;
  for (const controller of chat.writers.values()) controller.abort(stoppedByShutdown());
  await settled(chat, settleMs);
  return { finished: Math.max(0, writing - stopped), stopped };
}
