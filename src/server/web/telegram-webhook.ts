import { createHash, timingSafeEqual } from 'node:crypto';
import type { Bot } from 'grammy';
import { type Context, Hono } from 'hono';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from '../api/json-depth';
import {
  BODY_NOT_TEXT,
  BODY_TOO_LARGE,
  bodySourceOf,
  readLimitedBody,
} from '../api/read-limited-body';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import { handleStarsPayments } from '../features/payments/telegram-stars';
import { handleBotCommands } from '../features/telegram-bot/bot-commands';
import {
  type BotAppContext,
  handleBotVoiceMessages,
} from '../features/voice-input/bot-voice-messages';
import type { Logger } from '../lib/logger';
import { parseTelegramUpdate } from '../providers/telegram/telegram-update';
import { bodyLimitFor, bodyTooLarge } from './body-limits';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';
/**
 * How long a call waits for the bot to learn who it is (`getMe`, once per process). grammY would
 * retry for as long as the Bot API is unreachable; Telegram retries a webhook call that fails.
 */
const BOT_INIT_WAIT_MS = 5000;
/** How long an update may take before Telegram is asked to send it again (it waits about 60 s). */
const UPDATE_WAIT_MS = 9000;
/** Seconds Telegram is asked to wait before sending again. */
const RETRY_AFTER_S = 10;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time, so the answer's timing tells nothing about the secret. */
function isWebhookSecret(given: string | undefined, secret: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(secret));
}

/** Answers "try again later": any status but 2xx makes Telegram send the update again. */
function retryLater(c: Context, reason: string) {
  c.header('retry-after', String(RETRY_AFTER_S));
  return c.text(reason, 503);
}

/** Resolves true once `task` settles in time, false when `ms` passed first. */
async function settlesWithin(task: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([task.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `POST /telegram/webhook`: the bot's updates. Telegram sends the secret given to `setWebhook` in
 * `X-Telegram-Bot-Api-Secret-Token`; a call without it is refused (401) before anything else, and
 * without waiting for the Bot API. Off (404) without a bot token or a secret, so nobody can post
 * fake payments to an unprotected webhook. grammY's own webhook adapter is not used: it asks the
 * Bot API who the bot is before checking the secret, for as long as that takes, and answers 500
 * to a body that is not JSON.
 */
export function telegramWebhook(
  env: Env,
  bot: Bot | null,
  db: Database,
  log: Logger,
  app: Omit<BotAppContext, 'db' | 'env' | 'log'>,
): Hono {
  const routes = new Hono();
  const secret = env.TELEGRAM_WEBHOOK_SECRET;
  if (!bot || !secret) {
    routes.all('*', (c) => c.text('Not found', 404));
    return routes;
  }
  handleStarsPayments(bot, db, log);
  handleBotCommands(bot, { db, env, log });
  handleBotVoiceMessages(bot, { ...app, db, env, log });

  routes.post('/', async (c) => {
    if (!isWebhookSecret(c.req.header(SECRET_HEADER), secret)) {
      return c.text('Unauthorized', 401);
    }
    const body = await readLimitedBody(bodySourceOf(c), bodyLimitFor(c.req.path));
    if (body === BODY_TOO_LARGE) return bodyTooLarge(c);
    // A real update nests a few levels; a deeper one is no update, and is not walked.
    const isUnreadable = body === BODY_NOT_TEXT || isNestedDeeperThan(body, MAX_JSON_DEPTH);
    const update = isUnreadable ? null : parseTelegramUpdate(body);
    if (!update) return c.text('Not a Telegram update', 400);

    try {
      // grammY types its signal with the `abort-controller` shim; Node's own is what it runs on.
      await bot.init(
        AbortSignal.timeout(BOT_INIT_WAIT_MS) as unknown as Parameters<Bot['init']>[0],
      );
    } catch (error) {
      log.warn({ err: error }, 'Telegram webhook: the Bot API did not answer getMe');
      return retryLater(c, 'The Bot API is unreachable; send the update again later');
    }
    const handled = bot.handleUpdate(update).catch((error: unknown) => {
      log.error({ err: error, updateId: update.update_id }, 'Telegram update failed');
      throw error;
    });
    try {
      if (!(await settlesWithin(handled, UPDATE_WAIT_MS))) {
        // It goes on in the background; handlers are safe to run again (payments grant once).
        handled.catch(() => {});
        return retryLater(c, 'The update is taking too long; send it again later');
      }
    } catch {
      return retryLater(c, 'The update failed; send it again later');
    }
    return c.body(null, 200);
  });
  return routes;
}
