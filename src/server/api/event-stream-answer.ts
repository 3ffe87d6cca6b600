import type { ChatStreamEvent } from '@contract/api/chat-endpoints';

/** Sends one event; resolves when written. */
export type EventSink = (event: ChatStreamEvent) => Promise<void>;

/**
 * What a handler returns to answer with server-sent events instead of the JSON envelope (only when
 * the caller sent `Accept: text/event-stream`). `run` writes events until it resolves; `signal`
 * aborts when the caller goes away, which must not stop work the server owns.
 */
export class EventStreamAnswer {
  constructor(readonly run: (send: EventSink, signal: AbortSignal) => Promise<void>) {}
}

export function acceptsEventStream(acceptHeader: string | undefined): boolean {
  return /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(acceptHeader ?? '');
}
