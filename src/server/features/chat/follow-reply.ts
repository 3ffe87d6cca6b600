import type { EventSink } from '../../api/event-stream-answer';
import type { Database } from '../../db/database';
import { recoverAbandonedReply } from './abandoned-replies';
import type { ChatServices } from './chat-services';
import { readFollowedReply } from './followed-reply';
import { failureEventOf, type MessageView, REPLY_FAILED, toChatMessage } from './message-views';
import type { RelayedEvent } from './reply-bus';

/** How long a follower waits for the copy writing a reply to answer before it reads the database. */
const ANSWER_WAIT_MS = 1_000;
/** How long after the writer's lease should have been renewed a follower looks at it again. */
const LEASE_MARGIN_MS = 250;

/**
 * Passes a reply's events to `send` until it is done or failed, or the caller leaves. A reply this
 * copy is writing is followed in its hub; one written elsewhere through the relay.
 */
export async function followReply(
  db: Database,
  chat: Pick<ChatServices, 'hub' | 'relay'>,
  replyId: number,
  view: MessageView,
  send: EventSink,
  signal: AbortSignal,
): Promise<void> {
  // A caller who left before following started (right after `accepted`) must not count as a
  // reader: an abort listener added now would never run, and the reply would look followed.
  if (signal.aborted) return;
  const finished = new Promise<void>((resolve) => {
    // Events are written in order, each after the one before.
    let writing = Promise.resolve();
    const stop = chat.hub.follow(String(replyId), (event) => {
      writing = writing.then(async () => {
        await send(event);
        if (event.type === 'done' || event.type === 'error') {
          stop?.();
          resolve();
        }
      });
    });
    if (!stop) {
      resolve(followElsewhere(db, chat, replyId, view, send, signal));
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
 * Follows a reply that another copy writes (or that no copy writes any more): asks its writer
 * through the relay and passes on what it sends. The database is read when following starts, when
 * the writer does not answer, and when its lease is due (it renews it while it writes), so a
 * writer that is gone is noticed: the follower then fails and refunds the reply and ends with the
 * error. The text itself never comes from reading the database on a timer.
 */
async function followElsewhere(
  db: Database,
  chat: Pick<ChatServices, 'relay'>,
  replyId: number,
  view: MessageView,
  send: EventSink,
  signal: AbortSignal,
): Promise<void> {
  const key = String(replyId);
  const inbox = new Inbox<RelayedEvent>();
  const stop = chat.relay.follow(key, (event) => inbox.push(event));
  let sentLength = 0;
  let answered = false;
  const sendText = async (text: string, at: number) => {
    // Text this follower already has is skipped; text after a gap is not sent, the gap is asked for.
    if (at > sentLength) {
      chat.relay.ask(key);
      return;
    }
    const fresh = text.slice(sentLength - at);
    if (!fresh) return;
    await send({ type: 'chunk', data: { text: fresh } });
    sentLength += fresh.length;
  };
  try {
    let checkIn = 0;
    while (!signal.aborted) {
      const event = checkIn > 0 ? await inbox.next(checkIn, signal) : null;
      if (event === null) {
        if (signal.aborted) return;
        // Nothing from the writer in time: what the database says.
        const stored = await readFollowedReply(db, replyId);
        if (!stored) return;
        if (stored.status === 'streaming' && stored.isAbandoned) {
          await recoverAbandonedReply(db, replyId);
          continue;
        }
        if (stored.status !== 'failed') await sendText(stored.row.content, 0);
        if (stored.status === 'done') {
          await send({ type: 'done', data: { message: toChatMessage(stored.row, view) } });
          return;
        }
        if (stored.status === 'failed') {
          await send({ type: 'error', data: failureEventOf(stored.row) });
          return;
        }
        checkIn = answered
          ? Math.max(stored.leaseLeftMs, 0) + LEASE_MARGIN_MS
          : Math.min(ANSWER_WAIT_MS, Math.max(stored.leaseLeftMs, 0) + LEASE_MARGIN_MS);
        // The question may have been lost (a copy reconnecting to the bus): asked again.
        if (!answered) chat.relay.ask(key);
        continue;
      }
      answered = true;
      if (event.type === 'chunk') await sendText(event.text, event.at);
      else if (event.type === 'queue') {
        await send({ type: 'queue', data: { position: event.position } });
      } else if (event.type === 'error') {
        await send({ type: 'error', data: event.data });
        return;
      } else {
        // Done: the finished message as this follower sees it, after any text it missed.
        const stored = await readFollowedReply(db, replyId);
        if (stored?.status !== 'done') {
          await send({ type: 'error', data: REPLY_FAILED });
          return;
        }
        await sendText(stored.row.content, 0);
        await send({ type: 'done', data: { message: toChatMessage(stored.row, view) } });
        return;
      }
    }
  } finally {
    stop();
  }
}

/** Events waiting to be handled, taken one at a time. */
class Inbox<T> {
  private readonly items: T[] = [];
  private wake: (() => void) | null = null;

  push(item: T) {
    this.items.push(item);
    this.wake?.();
  }

  /** The next item; null when none came within `ms` or `signal` was aborted. */
  async next(ms: number, signal: AbortSignal): Promise<T | null> {
    if (this.items.length === 0 && !signal.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          this.wake = null;
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done);
        this.wake = done;
      });
    }
    return this.items.shift() ?? null;
  }
}
