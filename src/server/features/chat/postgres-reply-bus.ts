import pg from 'pg';
import type { Logger } from '../../lib/logger';
import { parseRelayMessage, REPLY_CHANNEL, type RelayMessage, type ReplyBus } from './reply-bus';

/** How long to wait before connecting again after the listening connection was lost. */
const RECONNECT_MS = 1_000;

/**
 * The bus over PostgreSQL LISTEN/NOTIFY, on one connection of its own that both listens and
 * notifies: one connection keeps this copy's messages in order, and the pool is left to queries.
 */
export function createPostgresReplyBus(databaseUrl: string, log: Logger): ReplyBus {
  const handlers: Array<(message: RelayMessage) => void> = [];
  let closed = false;
  let client: pg.Client;
  let ready: Promise<boolean>;

  const connect = () => {
    const current = new pg.Client({ connectionString: databaseUrl });
    client = current;
    current.on('notification', (notification) => {
      if (notification.channel !== REPLY_CHANNEL) return;
      const message = parseRelayMessage(notification.payload);
      if (message) for (const handler of handlers) handler(message);
    });
    let lost = false;
    const reconnect = (error?: Error) => {
      if (closed || lost) return;
      lost = true;
      log.warn({ err: error }, 'the reply bus lost its PostgreSQL connection; connecting again');
      current.end().catch(() => {});
      setTimeout(() => {
        if (!closed) connect();
      }, RECONNECT_MS).unref();
    };
    current.on('error', reconnect);
    current.on('end', () => reconnect());
    ready = current
      .connect()
      .then(() => current.query(`listen ${REPLY_CHANNEL}`))
      .then(() => true)
      .catch((error: Error) => {
        reconnect(error);
        return false;
      });
  };
  connect();

  return {
    kind: 'postgres',
    publish(message) {
      const payload = JSON.stringify(message);
      const sending = client;
      void ready.then(async (connected) => {
        if (!connected || closed) return;
        try {
          await sending.query('select pg_notify($1, $2)', [REPLY_CHANNEL, payload]);
        } catch (error) {
          log.warn({ err: error }, 'could not publish on the reply bus');
        }
      });
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      await ready;
      await client.end().catch(() => {});
    },
  };
}
