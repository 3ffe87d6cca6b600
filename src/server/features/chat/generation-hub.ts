import type { ChatStreamEvent } from '@contract/api/chat-endpoints';

type Listener = (event: ChatStreamEvent) => void;

interface LiveGeneration {
  content: string;
  queuePosition: number | null;
  listeners: Set<Listener>;
}

/**
 * The replies this server copy is writing right now, so a request can follow one: the request that
 * sent the message, or a later one that reopened the chat. Replies written by another copy are
 * followed through the relay instead (see `ReplyRelay` and `followReply`).
 */
export class GenerationHub {
  private readonly live = new Map<string, LiveGeneration>();

  open(replyId: string) {
    this.live.set(replyId, { content: '', queuePosition: null, listeners: new Set() });
  }

  has(replyId: string) {
    return this.live.has(replyId);
  }

  /** Passes an event to every follower and keeps the text so far for late joiners. */
  emit(replyId: string, event: ChatStreamEvent) {
    const generation = this.live.get(replyId);
    if (!generation) return;
    if (event.type === 'queue') generation.queuePosition = event.data.position;
    if (event.type === 'chunk') {
      generation.content += event.data.text;
      generation.queuePosition = null;
    }
    for (const listener of generation.listeners) listener(event);
    if (event.type === 'done' || event.type === 'error') this.live.delete(replyId);
  }

  /** Someone follows the live reply (a request here, or the relay for another copy). */
  isFollowed(replyId: string): boolean {
    return (this.live.get(replyId)?.listeners.size ?? 0) > 0;
  }

  /** Where a live reply is now: its text so far and its place in the queue; null when not here. */
  snapshot(replyId: string): { content: string; queuePosition: number | null } | null {
    const generation = this.live.get(replyId);
    return generation
      ? { content: generation.content, queuePosition: generation.queuePosition }
      : null;
  }

  /** Passes every later event of a live reply to `listener`; null when this copy is not writing it. */
  listen(replyId: string, listener: Listener): (() => void) | null {
    const generation = this.live.get(replyId);
    if (!generation) return null;
    generation.listeners.add(listener);
    return () => generation.listeners.delete(listener);
  }

  /**
   * Follows a live reply: the text so far arrives first as one chunk, then every new event.
   * Returns null when this copy is not writing that reply.
   */
  follow(replyId: string, listener: Listener): (() => void) | null {
    const snapshot = this.snapshot(replyId);
    if (!snapshot) return null;
    if (snapshot.queuePosition !== null) {
      listener({ type: 'queue', data: { position: snapshot.queuePosition } });
    }
    if (snapshot.content) listener({ type: 'chunk', data: { text: snapshot.content } });
    return this.listen(replyId, listener);
  }
}
