import { z } from 'zod';
import { STARS_SUBSCRIPTION_PERIOD_S } from '../telegram-bot';
import { type BotApiErrorCode, describeBadParams, wireValue } from './bot-api-wire';
import type { ChatBook, PreparedMessages } from './chat-book';
import type { InvoiceBook } from './invoice-book';
import type { PreCheckoutQueries } from './pre-checkout-queries';
import type { WebhookSender } from './webhook-sender';

/** What a method answers: a result, or a Bot API error. */
export type MethodAnswer =
  | { ok: true; result: unknown; description?: string }
  | { ok: false; code: BotApiErrorCode; description: string };

/** What the methods work on: the bot and this Bot API's memory. */
export interface BotState {
  botId: number;
  book: InvoiceBook;
  webhook: WebhookSender;
  queries: PreCheckoutQueries;
  chats: ChatBook;
  prepared: PreparedMessages;
  /** Voice notes the bot sent, by chat, oldest first (`GET /chats/<chat>/voices` lists them). */
  voices: Map<string, SentVoice[]>;
}

/** A voice message the bot sent: what the harness and tests read back. */
export interface SentVoice {
  messageId: number;
  duration: number;
  /** The file's size and whether it is Ogg (Telegram plays voice notes only as Opus in Ogg). */
  size: number;
  isOgg: boolean;
  hasButton: boolean;
}

type Method = (params: Record<string, unknown>, state: BotState) => MethodAnswer;

const badRequest = (description: string): MethodAnswer => ({
  ok: false,
  code: 400,
  description: `Bad Request: ${description}`,
});

/** A method whose parameters are checked first; a bad one answers 400 like the Bot API. */
function withParams<T extends z.ZodType>(
  schema: T,
  run: (params: z.output<T>, state: BotState) => MethodAnswer,
): Method {
  return (raw, state) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success)
      return { ok: false, code: 400, description: describeBadParams(parsed.error) };
    return run(parsed.data, state);
  };
}

const userId = wireValue(z.number().int().positive());
const chargeId = z.string().min(1);

const createInvoiceLink = withParams(
  z.object({
    title: z.string().min(1).max(32),
    description: z.string().min(1).max(255),
    payload: z
      .string()
      .min(1)
      .refine((value) => Buffer.byteLength(value) <= 128, 'must be 1-128 bytes'),
    provider_token: z.string().optional(),
    currency: z.string().length(3),
    prices: wireValue(
      z.array(z.object({ label: z.string().min(1), amount: z.number().int().positive() })).min(1),
    ),
    subscription_period: wireValue(z.number().int()).optional(),
  }),
  (params, { book }) => {
    // Only Stars can be paid without a payment provider, which is all this Bot API plays.
    if (params.currency !== 'XTR') {
      return badRequest('this local Bot API takes payments in Telegram Stars (XTR) only');
    }
    if (params.provider_token) return badRequest('provider_token must be empty for XTR');
    if (params.prices.length !== 1) return badRequest('XTR invoices must have exactly one price');
    if (
      params.subscription_period !== undefined &&
      params.subscription_period !== STARS_SUBSCRIPTION_PERIOD_S
    ) {
      return badRequest(`subscription_period must be ${STARS_SUBSCRIPTION_PERIOD_S}`);
    }
    const invoice = book.add({
      title: params.title,
      description: params.description,
      payload: params.payload,
      currency: params.currency,
      totalAmount: params.prices[0]?.amount ?? 0,
      subscriptionPeriod: params.subscription_period ?? null,
    });
    return { ok: true, result: `https://t.me/$${invoice.slug}` };
  },
);

const answerPreCheckoutQuery = withParams(
  z.object({
    pre_checkout_query_id: z.string().min(1),
    ok: wireValue(z.boolean()),
    error_message: z.string().max(255).optional(),
  }),
  (params, { queries }) => {
    if (!params.ok && !params.error_message) {
      return badRequest('error_message must be non-empty when ok is false');
    }
    const isWaiting = queries.answer(params.pre_checkout_query_id, {
      ok: params.ok,
      errorMessage: params.error_message ?? null,
    });
    return isWaiting
      ? { ok: true, result: true }
      : badRequest('query is too old and response timeout expired or query ID is invalid');
  },
);

const refundStarPayment = withParams(
  z.object({ user_id: userId, telegram_payment_charge_id: chargeId }),
  (params, { book }) => {
    const charge = book.findCharge(params.telegram_payment_charge_id);
    if (charge?.userId !== params.user_id) return badRequest('CHARGE_NOT_FOUND');
    if (charge.isRefunded) return badRequest('CHARGE_ALREADY_REFUNDED');
    charge.isRefunded = true;
    return { ok: true, result: true };
  },
);

const editUserStarSubscription = withParams(
  z.object({
    user_id: userId,
    telegram_payment_charge_id: chargeId,
    is_canceled: wireValue(z.boolean()),
  }),
  (params, { book }) => {
    const charge = book.findCharge(params.telegram_payment_charge_id);
    if (charge?.userId !== params.user_id || !charge.invoice.subscriptionPeriod) {
      return badRequest('CHARGE_NOT_FOUND');
    }
    charge.isSubscriptionCanceled = params.is_canceled;
    return { ok: true, result: true };
  },
);

/** Prepared messages live a day on Telegram; the date only has to be in the future here. */
const PREPARED_MESSAGE_TTL_S = 24 * 60 * 60;

const getChatMember = withParams(
  z.object({ chat_id: z.union([z.string().min(1), z.number().int()]), user_id: userId }),
  (params, { chats }) => {
    const chatId = String(params.chat_id);
    if (!chats.hasChat(chatId)) return badRequest('chat not found');
    const user = { id: params.user_id, is_bot: false, first_name: 'Telegram user' };
    return {
      ok: true,
      result: chats.isMember(chatId, params.user_id)
        ? { status: 'member', user }
        : { status: 'left', user },
    };
  },
);

const inlineKeyboardButton = z.object({ text: z.string().min(1) }).loose();

const savePreparedInlineMessage = withParams(
  z.object({
    user_id: userId,
    result: wireValue(
      z
        .object({
          type: z.string().min(1),
          id: z.string().min(1).max(64),
          reply_markup: z
            .object({ inline_keyboard: z.array(z.array(inlineKeyboardButton)) })
            .optional(),
        })
        .loose(),
    ),
    allow_user_chats: wireValue(z.boolean()).optional(),
    allow_bot_chats: wireValue(z.boolean()).optional(),
    allow_group_chats: wireValue(z.boolean()).optional(),
    allow_channel_chats: wireValue(z.boolean()).optional(),
  }),
  (params, { prepared }) => {
    const allowsAny =
      params.allow_user_chats ||
      params.allow_bot_chats ||
      params.allow_group_chats ||
      params.allow_channel_chats;
    if (!allowsAny) return badRequest('at least one chat type must be allowed');
    const id = prepared.add(params.user_id, params.result);
    const expiration_date = Math.floor(Date.now() / 1000) + PREPARED_MESSAGE_TTL_S;
    return { ok: true, result: { id, expiration_date } };
  },
);

/**
 * A bot message to a private chat (the bot's "it is ready" notices, replies to commands): checked
 * like Telegram checks it and answered as the sent message; nobody reads it on this local API.
 */
let nextMessageId = 1;
const sendMessage = withParams(
  z.object({
    chat_id: wireValue(z.union([z.number().int(), z.string().min(1)])),
    text: z.string().min(1).max(4096),
    reply_markup: wireValue(z.record(z.string(), z.unknown())).optional(),
  }),
  (params, { botId }) => ({
    ok: true,
    result: {
      message_id: nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: Number(params.chat_id), type: 'private' },
      from: { id: botId, is_bot: true, first_name: 'Local development bot' },
      text: params.text,
      ...(params.reply_markup ? { reply_markup: params.reply_markup } : {}),
    },
  }),
);

/**
 * A voice message (`sendVoice`): an uploaded file, which Telegram shows as a voice note only when it
 * is Opus in Ogg; answered as the sent message, and kept for `GET /chats/<chat>/voices`.
 */
const sendVoice = withParams(
  z.object({
    chat_id: wireValue(z.union([z.number().int(), z.string().min(1)])),
    voice: z.instanceof(Buffer, { message: 'must be an uploaded file' }),
    duration: wireValue(z.number().int().min(0)).optional(),
    reply_markup: wireValue(z.record(z.string(), z.unknown())).optional(),
  }),
  (params, { botId, voices }) => {
    const messageId = nextMessageId++;
    const duration = params.duration ?? 0;
    const chat = String(params.chat_id);
    const sent: SentVoice = {
      messageId,
      duration,
      size: params.voice.length,
      isOgg: params.voice.subarray(0, 4).toString('latin1') === 'OggS',
      hasButton: params.reply_markup !== undefined,
    };
    voices.set(chat, [...(voices.get(chat) ?? []), sent]);
    return {
      ok: true,
      result: {
        message_id: messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: Number(params.chat_id), type: 'private' },
        from: { id: botId, is_bot: true, first_name: 'Local development bot' },
        voice: {
          file_id: `voice-${messageId}`,
          file_unique_id: `voice-${messageId}`,
          duration,
          mime_type: sent.isOgg ? 'audio/ogg' : 'application/octet-stream',
          file_size: sent.size,
        },
        ...(params.reply_markup ? { reply_markup: params.reply_markup } : {}),
      },
    };
  },
);

const setWebhook = withParams(
  z.object({
    // Telegram asks for HTTPS; a local Bot API posts to a local server over HTTP too.
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    secret_token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/, '1-256 of A-Z, a-z, 0-9, _ and -')
      .optional(),
  }),
  (params, { webhook }) => {
    webhook.set(params.url ? { url: params.url, secretToken: params.secret_token ?? null } : null);
    return {
      ok: true,
      result: true,
      description: params.url ? 'Webhook was set' : 'Webhook was deleted',
    };
  },
);

/** The methods the app's bot calls, and those that set up its webhook; others answer 404. */
const METHODS: Record<string, Method> = {
  getMe: (_params, { botId }) => ({
    ok: true,
    result: {
      id: botId,
      is_bot: true,
      first_name: 'Local development bot',
      username: 'local_dev_bot',
      can_join_groups: false,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: true,
    },
  }),
  createInvoiceLink,
  answerPreCheckoutQuery,
  refundStarPayment,
  editUserStarSubscription,
  getChatMember,
  savePreparedInlineMessage,
  sendMessage,
  sendVoice,
  setWebhook,
  deleteWebhook: (_params, { webhook }) => {
    webhook.set(null);
    return { ok: true, result: true, description: 'Webhook was deleted' };
  },
  getWebhookInfo: (_params, { webhook }) => ({
    ok: true,
    result: {
      url: webhook.current?.url ?? '',
      has_custom_certificate: false,
      pending_update_count: 0,
    },
  }),
};

// The Bot API takes method names in any letter case.
const METHODS_BY_NAME = new Map(
  Object.entries(METHODS).map(([name, method]) => [name.toLowerCase(), method]),
);

/** Runs a method by name; an unknown one answers 404 as the Bot API does. */
export function runMethod(
  name: string,
  params: Record<string, unknown>,
  state: BotState,
): MethodAnswer {
  const method = METHODS_BY_NAME.get(name.toLowerCase());
  if (!method) return { ok: false, code: 404, description: 'Not Found' };
  return method(params, state);
}
