import type { AddressInfo } from 'node:net';
import { closeLocalInvoiceInputSchema, localChatMemberInputSchema } from '@contract/local-bot-api';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { runMethod } from './bot-api-methods';
import { botApiError, botApiResult, readBotApiParams } from './bot-api-wire';
import { ChatBook, PreparedMessages } from './chat-book';
import { describeInvoice, InvoiceBook } from './invoice-book';
import { InvoicePayments } from './invoice-payments';
import { PreCheckoutQueries } from './pre-checkout-queries';
import { type Webhook, WebhookSender } from './webhook-sender';

// The compiled program (dist/server/local-bot-api.js) answers the token too, for `npm start`.
export { DEV_BOT_TOKEN } from '@contract/local-bot-api';

/** The webhook secret `npm run dev` gives the server and this Bot API when none is set. */
export const DEV_WEBHOOK_SECRET = 'local-bot-api-webhook-secret';

export interface LocalBotApiOptions {
  /** The one bot this Bot API knows; calls with another token answer 401 like Telegram. */
  token: string;
  /** Where updates go from the start, as if `setWebhook` had been called. */
  webhook?: Webhook | null;
  /** Told about payments that failed or could not be delivered (a development server logs them). */
  log?: (line: string) => void;
}

/**
 * A local stand-in for Telegram's Bot API, for development: it speaks the real wire protocol
 * (`/bot<token>/<method>`, `{ ok, result }`) for the methods the app's bot calls, keeps the Stars
 * invoices it makes, and lets the harness play the user's side of Telegram's payment form
 * (`GET /invoices/<slug>`, `POST /invoices/<slug>/close`), which reaches the bot through its webhook
 * exactly as Telegram does. `POST`/`DELETE /chats/<chat>/members` put a user in a channel or take
 * them out, for `getChatMember`.
 */
function createLocalBotApi(options: LocalBotApiOptions) {
  const log = options.log ?? (() => {});
  const book = new InvoiceBook();
  const webhook = new WebhookSender(options.webhook ?? null);
  const queries = new PreCheckoutQueries();
  const payments = new InvoicePayments({ book, webhook, queries, log });
  const chats = new ChatBook();
  const prepared = new PreparedMessages();
  const state = {
    botId: Number(options.token.split(':')[0]),
    book,
    webhook,
    queries,
    chats,
    prepared,
    voices: new Map(),
  };

  const app = new Hono();
  // The harness runs on another origin (Vite, or the end-to-end tests' static host).
  app.use('/invoices/*', cors());
  app.get('/invoices/:slug', (c) => {
    const invoice = book.findInvoice(c.req.param('slug'));
    return invoice ? c.json(describeInvoice(invoice)) : c.json({ error: 'No such invoice' }, 404);
  });
  app.post('/invoices/:slug/close', async (c) => {
    const invoice = book.findInvoice(c.req.param('slug'));
    if (!invoice) return c.json({ error: 'No such invoice' }, 404);
    const input = closeLocalInvoiceInputSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ error: input.error.message }, 400);
    // Cancelling or failing in Telegram's form tells the bot nothing.
    if (input.data.status !== 'paid') return c.json({ status: input.data.status });
    return c.json(await payments.pay(invoice, input.data.payer));
  });
  // Playing Telegram's side of a channel: a user joins or leaves it (tests and the harness).
  app.use('/chats/*', cors());
  app.on(['POST', 'DELETE'], '/chats/:chat/members', async (c) => {
    const input = localChatMemberInputSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ error: input.error.message }, 400);
    const chatId = c.req.param('chat');
    if (c.req.method === 'POST') chats.join(chatId, input.data.userId);
    else chats.leave(chatId, input.data.userId);
    return c.json({ chatId, userId: input.data.userId, isMember: c.req.method === 'POST' });
  });
  // The voice notes the bot sent to a chat (tests and the harness read them back).
  app.get('/chats/:chat/voices', (c) => c.json(state.voices.get(c.req.param('chat')) ?? []));
  app.all('/:bot/:method', async (c) => {
    const bot = c.req.param('bot');
    if (!bot.startsWith('bot')) return botApiError(c, 404, 'Not Found');
    if (bot.slice('bot'.length) !== options.token) return botApiError(c, 401, 'Unauthorized');
    const params = await readBotApiParams(c);
    if (!params) return botApiError(c, 400, 'Bad Request: the body is not a JSON object');
    const answer = runMethod(c.req.param('method'), params, state);
    if (!answer.ok) return botApiError(c, answer.code, answer.description);
    return botApiResult(c, answer.result, answer.description);
  });
  app.notFound((c) => botApiError(c, 404, 'Not Found'));

  return { app, stop: () => webhook.stop() };
}

export interface LocalBotApi {
  /** The root to give grammY as `TELEGRAM_API_ROOT`. */
  url: string;
  close(): Promise<void>;
}

/** Serves a local Bot API on 127.0.0.1 (`port` 0 picks a free one). */
export async function startLocalBotApi(
  options: LocalBotApiOptions & { port?: number },
): Promise<LocalBotApi> {
  const { app, stop } = createLocalBotApi(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        stop();
        server.close(() => resolve());
        // Keep-alive sockets of the bot's client would hold `close` open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
