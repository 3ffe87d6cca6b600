import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { createPostgresReplyBus } from './postgres-reply-bus';
import { createRedisReplyBus } from './redis-reply-bus';

/** What the server copies tell each other about replies being written (see `ReplyRelay`). */
export type RelayMessage =
  /** Someone on a copy follows this reply: its writer starts passing its events on. */
  { kind: 'follow'; replyId: string } | { kind: 'event'; replyId: string; event: RelayedEvent };

/**
 * A reply's event as it travels between copies. A chunk says where in the reply its text starts,
 * so a follower can put together what it was sent before and after it asked, and notice a gap.
 * The finished message is not carried: each follower reads it for the person it shows it to.
 */
export type RelayedEvent =
  | { type: 'chunk'; at: number; text: string }
  | { type: 'queue'; position: number }
  | { type: 'done' }
  | { type: 'error'; data: { code: number; msg: string } };

/**
 * Carries relay messages to every server copy, this one included, in the order they were
 * published; a message published while a copy was cut off may never reach it.
 */
export interface ReplyBus {
  kind: 'local' | 'postgres' | 'redis';
  publish(message: RelayMessage): void;
  onMessage(handler: (message: RelayMessage) => void): void;
  close(): Promise<void>;
}

/** The channel name in PostgreSQL and in Redis. */
export const REPLY_CHANNEL = 'chat_replies';

/**
 * Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY when the database is
 * PostgreSQL (copies may run side by side), else one copy on PGlite: a bus inside the process.
 */
export function createReplyBus(
  env: Pick<Env, 'REDIS_URL' | 'DATABASE_URL'>,
  log: Logger,
): ReplyBus {
  if (env.REDIS_URL) return createRedisReplyBus(env.REDIS_URL, log);
  if (env.DATABASE_URL) return createPostgresReplyBus(env.DATABASE_URL, log);
  return createLocalReplyBus();
}

/** The bus of a copy that runs alone: messages go back to this process, after the current task. */
export function createLocalReplyBus(): ReplyBus {
  const handlers: Array<(message: RelayMessage) => void> = [];
  return {
    kind: 'local',
    publish(message) {
      queueMicrotask(() => {
        for (const handler of handlers) handler(message);
      });
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    close: async () => {},
  };
}

/** Reads a message off the wire; anything else (another version's, garbage) is dropped. */
export function parseRelayMessage(payload: string | undefined): RelayMessage | null {
  if (!payload) return null;
  try {
    const message = JSON.parse(payload) as RelayMessage;
    if (message.kind !== 'follow' && message.kind !== 'event') return null;
    if (typeof message.replyId !== 'string') return null;
    if (message.kind === 'event' && typeof message.event?.type !== 'string') return null;
    return message;
  } catch {
    return null;
  }
}
