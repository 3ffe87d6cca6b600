import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';

/** An event stream being written to a caller, as a stopping server sees it. */
export interface OpenEventStream {
  /**
   * Ends the stream: with `finalEvent` unless it has sent its own final event (`done` or
   * `error`), after which the handler writes nothing more. Resolves once everything written is
   * with the socket, or the caller is gone.
   */
  close(finalEvent: ChatStreamEvent): Promise<void>;
}

/**
 * The event streams this process is writing, so a stopping server can give every one a final
 * event and let it reach its socket before it closes the connections: a stream cut without one
 * leaves its reader waiting for an end that never comes.
 */
export class OpenEventStreams {
  private readonly streams = new Set<OpenEventStream>();
  private closingWith: ChatStreamEvent | null = null;

  get size(): number {
    return this.streams.size;
  }

  /** Tracks `stream` until the returned function is called; one opened while closing is closed. */
  add(stream: OpenEventStream): () => void {
    this.streams.add(stream);
    if (this.closingWith) void stream.close(this.closingWith);
    return () => this.streams.delete(stream);
  }

  /**
   * Closes every open stream, and any opened from now on, with `finalEvent` (see `close`);
   * resolves once all are written out, or after `ms`. Answers how many were open.
   */
  async closeAll(finalEvent: ChatStreamEvent, ms: number): Promise<number> {
    this.closingWith = finalEvent;
    // Events already on their way (a reply's final event handed to its followers) are written
    // first, so a stream that has its own end is not given the stopping one.
    await nextTurn();
    const open = [...this.streams];
    const written = Promise.allSettled(open.map((stream) => stream.close(finalEvent)));
    const timeout = new AbortController();
    await Promise.race([
      written,
      sleep(Math.max(0, ms), undefined, { signal: timeout.signal }).catch(() => {}),
    ]);
    timeout.abort();
    return open.length;
  }
}
