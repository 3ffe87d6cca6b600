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
 * followed through the database instead (see `followStoredReply`).
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

  /**
   * Follows a live reply: the text so far arrives first as one chunk, then every new event.
   * Returns null when this copy is not writing that reply.
   */
  follow(replyId: string, listener: Listener): (() => void) | null {
    const generation = this.live.get(replyId);
    if (!generation) return null;
    if (generation.queuePosition !== null) {
      listener({ type: 'queue', data: { position: generation.queuePosition } });
    }
    if (generation.content) listener({ type: 'chunk', data: { text: generation.content } });
    generation.listeners.add(listener);
    return () => generation.listeners.delete(listener);
  }
}
