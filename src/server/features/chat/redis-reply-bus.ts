import { Redis } from 'ioredis';
import type { Logger } from '../../lib/logger';
import { parseRelayMessage, REPLY_CHANNEL, type RelayMessage, type ReplyBus } from './reply-bus';

/**
 * The bus over Redis pub/sub: a subscribed connection only listens, so publishing takes a second
 * one. ioredis reconnects and subscribes again by itself after a dropped connection.
 */
export function createRedisReplyBus(redisUrl: string, log: Logger): ReplyBus {
  const handlers: Array<(message: RelayMessage) => void> = [];
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) =>
      log.warn({ err: error }, 'reply bus: Redis connection error'),
    );
  }
  subscriber.subscribe(REPLY_CHANNEL).catch((error: unknown) => {
    log.error({ err: error }, 'reply bus: could not subscribe in Redis');
  });
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== REPLY_CHANNEL) return;
    const message = parseRelayMessage(payload);
    if (message) for (const handler of handlers) handler(message);
  });
  return {
    kind: 'redis',
    publish(message) {
      publisher.publish(REPLY_CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
        log.warn({ err: error }, 'could not publish on the reply bus');
      });
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
