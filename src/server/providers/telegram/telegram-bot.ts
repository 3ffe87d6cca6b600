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

const usernames = new WeakMap<Bot, Promise<string>>();

/** The bot's @username (asked once per bot with `getMe`; a failure is asked again next time). */
export function botUsername(bot: Bot): Promise<string> {
  let username = usernames.get(bot);
  if (!username) {
    username = bot.api.getMe().then(
      (me) => me.username,
      (error: unknown) => {
        usernames.delete(bot);
        throw error;
      },
    );
    usernames.set(bot, username);
  }
  return username;
}

/** Chat member statuses of someone who is in the chat. */
const MEMBER_STATUSES = new Set(['creator', 'administrator', 'member']);

/**
 * Whether a Telegram user is in a chat (`getChatMember`). For a channel the bot must be an
 * administrator; a restricted member counts while `is_member` says so.
 */
export async function isChatMember(bot: Bot, chatId: string, userId: number): Promise<boolean> {
  const member = await bot.api.getChatMember(chatId, userId);
  if (MEMBER_STATUSES.has(member.status)) return true;
  return member.status === 'restricted' && member.is_member;
}

/**
 * Saves a message the user can send from the Mini App with `shareMessage` (Bot API 8.0): a text
 * with one button opening `url`. Answers the prepared message's id.
 */
export async function savePreparedShareMessage(
  bot: Bot,
  message: {
    userId: number;
    id: string;
    title: string;
    text: string;
    buttonText: string;
    url: string;
  },
): Promise<string> {
  const prepared = await bot.api.savePreparedInlineMessage(
    message.userId,
    {
      type: 'article',
      id: message.id,
      title: message.title,
      input_message_content: { message_text: message.text },
      reply_markup: { inline_keyboard: [[{ text: message.buttonText, url: message.url }]] },
    },
    { allow_user_chats: true, allow_group_chats: true, allow_channel_chats: true },
  );
  return prepared.id;
}
