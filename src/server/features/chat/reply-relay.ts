import type { GenerationHub } from './generation-hub';
import type { RelayedEvent, RelayMessage, ReplyBus } from './reply-bus';

/**
 * The most characters of text in one relayed chunk: a PostgreSQL notification carries less than
 * 8000 bytes, and 1000 characters stay under that even as 4-byte characters escaped in JSON.
 */
const PIECE_CHARS = 1000;

type RelayListener = (event: RelayedEvent) => void;

/**
 * Lets a reply written by one server copy be followed live from any other, over the bus. Nothing
 * travels until someone follows: a follower asks, the copy writing the reply answers with the text
 * so far (and its place in the queue) and passes every later event on until the reply ends. Each
 * copy answers only for the replies in its own hub; asking again gets a fresh answer, which is how
 * a follower mends a gap.
 */
export class ReplyRelay {
  /** Replies this copy passes on, with how much of each one's text it has passed. */
  private readonly passing = new Map<string, { length: number }>();
  private readonly followers = new Map<string, Set<RelayListener>>();

  constructor(
    private readonly bus: ReplyBus,
    private readonly hub: GenerationHub,
  ) {
    bus.onMessage((message) => this.receive(message));
  }

  get kind() {
    return this.bus.kind;
  }

  /** Follows a reply written by any copy; the returned function stops following. */
  follow(replyId: string, listener: RelayListener): () => void {
    let listeners = this.followers.get(replyId);
    if (!listeners) {
      listeners = new Set();
      this.followers.set(replyId, listeners);
    }
    listeners.add(listener);
    this.ask(replyId);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.followers.delete(replyId);
    };
  }

  /** Asks the copy writing a reply for where it is now. */
  ask(replyId: string) {
    this.bus.publish({ kind: 'follow', replyId });
  }

  close() {
    return this.bus.close();
  }

  private receive(message: RelayMessage) {
    if (message.kind === 'follow') {
      this.answer(message.replyId);
      return;
    }
    const listeners = this.followers.get(message.replyId);
    if (listeners) for (const listener of [...listeners]) listener(message.event);
  }

  /** Sends where a reply this copy writes is now, and passes its later events on from then. */
  private answer(replyId: string) {
    const snapshot = this.hub.snapshot(replyId);
    if (!snapshot) return;
    if (snapshot.queuePosition !== null) {
      this.publish(replyId, { type: 'queue', position: snapshot.queuePosition });
    }
    // Sent even when empty, so the follower knows its writer is here.
    this.publishText(replyId, 0, snapshot.content);
    if (this.passing.has(replyId)) return;
    const passed = { length: snapshot.content.length };
    this.passing.set(replyId, passed);
    this.hub.listen(replyId, (event) => {
      if (event.type === 'chunk') {
        this.publishText(replyId, passed.length, event.data.text);
        passed.length += event.data.text.length;
      } else if (event.type === 'queue') {
        this.publish(replyId, { type: 'queue', position: event.data.position });
      } else if (event.type === 'done' || event.type === 'error') {
        this.passing.delete(replyId);
        this.publish(replyId, event.type === 'done' ? { type: 'done' } : event);
      }
    });
  }

  private publishText(replyId: string, at: number, text: string) {
    let offset = 0;
    do {
      let end = Math.min(offset + PIECE_CHARS, text.length);
      // Never between the two halves of a character outside the basic plane.
      if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
      this.publish(replyId, { type: 'chunk', at: at + offset, text: text.slice(offset, end) });
      offset = end;
    } while (offset < text.length);
  }

  private publish(replyId: string, event: RelayedEvent) {
    this.bus.publish({ kind: 'event', replyId, event });
  }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
