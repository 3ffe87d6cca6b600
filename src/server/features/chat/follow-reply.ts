import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { EventSink } from '../../api/event-stream-answer';
import type { Database } from '../../db/database';
import { messages } from '../../db/schema/conversations';
import { recoverAbandonedReply } from './abandoned-replies';
import type { GenerationHub } from './generation-hub';
import { type MessageView, REPLY_FAILED, toChatMessage } from './message-views';
import { leaseExpired } from './reply-lease';

/** How often a reply written by another server copy is re-read. */
const POLL_MS = 300;

/**
 * Passes a reply's events to `send` until it is done or failed, or the caller leaves. A reply this
 * copy is writing is followed live; one written elsewhere is followed by re-reading the database.
 */
export async function followReply(
  db: Database,
  hub: GenerationHub,
  replyId: number,
  view: MessageView,
  send: EventSink,
  signal: AbortSignal,
): Promise<void> {
  const finished = new Promise<void>((resolve) => {
    // Events are written in order, each after the one before.
    let writing = Promise.resolve();
    const stop = hub.follow(String(replyId), (event) => {
      writing = writing.then(async () => {
        await send(event);
        if (event.type === 'done' || event.type === 'error') {
          stop?.();
          resolve();
        }
      });
    });
    if (!stop) {
      resolve(followStoredReply(db, replyId, view, send, signal));
      return;
    }
    signal.addEventListener('abort', () => {
      stop();
      resolve();
    });
  });
  await finished;
}

/**
 * Follows a reply through the database: sends what was added since the last read. When its writer
 * is gone (a copy that crashed), the follower fails and refunds it, and ends with the error.
 */
async function followStoredReply(
  db: Database,
  replyId: number,
  view: MessageView,
  send: EventSink,
  signal: AbortSignal,
): Promise<void> {
  let sentLength = 0;
  while (!signal.aborted) {
    const [found] = await db
      .select({ row: messages, isAbandoned: leaseExpired })
      .from(messages)
      .where(eq(messages.id, replyId));
    if (!found) return;
    if (found.row.status === 'streaming' && found.isAbandoned) {
      await recoverAbandonedReply(db, replyId);
      continue;
    }
    const { row } = found;
    if (row.content.length > sentLength && row.status !== 'failed') {
      await send({ type: 'chunk', data: { text: row.content.slice(sentLength) } });
      sentLength = row.content.length;
    }
    if (row.status === 'done') {
      await send({ type: 'done', data: { message: toChatMessage(row, view) } });
      return;
    }
    if (row.status === 'failed') {
      await send({ type: 'error', data: REPLY_FAILED });
      return;
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => {});
  }
}
