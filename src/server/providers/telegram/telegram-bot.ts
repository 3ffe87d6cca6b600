import { Bot } from 'grammy';
import type { Env } from '../../config/env';

/**
 * The bot behind the Mini App, through grammY against the Bot API (`TELEGRAM_API_ROOT` lets
 * tests use a local fake). Null without a bot token.
 */
export function createTelegramBot(env: Env): Bot | null {
  if (!env.TELEGRAM_BOT_TOKEN) return null;
  return new Bot(env.TELEGRAM_BOT_TOKEN, { client: { apiRoot: env.TELEGRAM_API_ROOT } });
}

/** Telegram's only subscription period for Stars: 30 days, in seconds. */
export const STARS_SUBSCRIPTION_PERIOD_S = 30 * 24 * 60 * 60;

/** A Stars invoice for one order; its payload is the order id. */
export async function createStarsInvoiceLink(
  bot: Bot,
  invoice: {
    orderId: string;
    title: string;
    description: string;
    stars: number;
    /** A subscription renews every 30 days until cancelled in Telegram. */
    isSubscription: boolean;
  },
): Promise<string> {
  return bot.api.createInvoiceLink(
    invoice.title.slice(0, 32),
    invoice.description.slice(0, 255),
    invoice.orderId,
    // Digital goods in Stars need no payment provider token.
    '',
    'XTR',
    [{ label: invoice.title.slice(0, 32), amount: invoice.stars }],
    invoice.isSubscription ? { subscription_period: STARS_SUBSCRIPTION_PERIOD_S } : {},
  );
}

/** Gives a Stars payment back (a support action); Telegram answers an error if it cannot. */
export async function refundStars(bot: Bot, payment: { userId: number; chargeId: string }) {
  await bot.api.refundStarPayment(payment.userId, payment.chargeId);
}
