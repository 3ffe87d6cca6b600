import type { Bot } from 'grammy';
import { webhookCallback } from 'grammy';
import { Hono } from 'hono';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import { handleStarsPayments } from '../features/payments/telegram-stars';
import type { Logger } from '../lib/logger';

/**
 * `POST /telegram/webhook`: the bot's updates. Telegram sends the secret given to `setWebhook` in
 * `X-Telegram-Bot-Api-Secret-Token`; grammY refuses any update without it (401). Off (404) without
 * a bot token or a secret, so nobody can post fake payments to an unprotected webhook.
 */
export function telegramWebhook(env: Env, bot: Bot | null, db: Database, log: Logger): Hono {
  const routes = new Hono();
  const secret = env.TELEGRAM_WEBHOOK_SECRET;
  if (!bot || !secret) {
    routes.all('*', (c) => c.text('Not found', 404));
    return routes;
  }
  handleStarsPayments(bot, db, log);
  bot.catch((error) => log.error({ err: error.error }, 'Telegram update failed'));
  const handle = webhookCallback(bot, 'hono', { secretToken: secret, timeoutMilliseconds: 9000 });
  routes.post('/', (c) => handle(c));
  return routes;
}
