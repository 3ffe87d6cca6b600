import { createHash } from 'node:crypto';
import { REFUSAL_CODE } from '@contract/api-codes';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { BRANDS } from '@contract/brands';
import { encodeStartParam } from '@contract/start-params';
import { VOICE_MAX_BYTES, VOICE_MAX_SECONDS } from '@contract/voice-input';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Bot } from 'grammy';
import type { Voice } from 'grammy/types';
import { ApiFailure } from '../../api/api-failure';
import type { HandlerContext } from '../../api/endpoint-handler';
import { conversations } from '../../db/schema/conversations';
import { identities, users } from '../../db/schema/users';
import { messageCostOrRefuse } from '../chat/conversation-access';
import { sendUserMessage } from '../chat/send-user-message';
import { settleEnergy } from '../energy/energy';
import { fillText, paymentTexts } from '../payments/payment-texts';
import { miniAppUrl } from '../telegram-bot/bot-commands';
import { languageOfTelegramUser } from '../telegram-bot/bot-language';
import { transcribeRecording } from './transcribe-recording';
import { voiceBotTexts } from './voice-bot-texts';

/** What a bot handler needs of the app to send a message as its user would. */
export type BotAppContext = Pick<HandlerContext, 'db' | 'env' | 'log' | 'services' | 'media'> & {
  buildId: string;
};

/** Telegram's longest message text. */
const TELEGRAM_TEXT_MAX = 4096;
/** How long a voice file may take to download from the Bot API. */
const DOWNLOAD_TIMEOUT_MS = 20_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The account of a Telegram user, with the conversation they wrote in last; null parts when none. */
async function accountOf(context: BotAppContext, telegramId: number) {
  const [account] = await context.db
    .select({ userId: users.id, lang: users.lang })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        eq(identities.kind, 'telegram'),
        eq(identities.subject, String(telegramId)),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  if (!account) return null;
  const [last] = await context.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.userId, account.userId))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1);
  return { ...account, conversationId: last?.id ?? null };
}

/** The voice file's bytes from the Bot API (`getFile`, then its file address), within the limit. */
async function downloadVoice(bot: Bot, context: BotAppContext, voice: Voice): Promise<Uint8Array> {
  const file = await bot.api.getFile(voice.file_id);
  if (!file.file_path) throw new Error('getFile answered no file_path');
  const url = `${context.env.TELEGRAM_API_ROOT}/file/bot${bot.token}/${file.file_path}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok || !response.body) {
    throw new Error(`the voice file answered HTTP ${response.status}`);
  }
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const part of response.body) {
    size += part.length;
    if (size > VOICE_MAX_BYTES) {
      await response.body.cancel().catch(() => {});
      throw new ApiFailure(REFUSAL_CODE.voiceTooLarge, 'The voice file is over the limit');
    }
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/** What the bot says about a refusal, in the user's language. */
function refusalText(code: number, lang: string | undefined): string {
  const texts = voiceBotTexts(lang);
  switch (code) {
    case REFUSAL_CODE.voiceInputOff:
      return texts.voiceOff;
    case REFUSAL_CODE.voiceTooLong:
    case REFUSAL_CODE.voiceTooLarge:
      return fillText(texts.tooLong, { seconds: VOICE_MAX_SECONDS });
    case REFUSAL_CODE.voiceTooShort:
    case REFUSAL_CODE.voiceUnreadable:
    case REFUSAL_CODE.nothingHeard:
      return texts.notHeard;
    case REFUSAL_CODE.transcriptionFailed:
      return texts.failed;
    case REFUSAL_CODE.notEnoughEnergy:
      return texts.noEnergy;
    default:
      return texts.notSent;
  }
}

/**
 * A voice message sent to the bot: downloaded (`getFile`), transcribed in the user's language,
 * and sent into the conversation they wrote in last exactly as a typed message is (the safety
 * check, the usual charge, her reply), which comes back into the bot chat as text with a button
 * into the chat. The recording is never stored. Runs after the webhook has answered (a
 * transcription and a reply take longer than Telegram waits); a resent update is the same send
 * (its request key is the Telegram message), so it is charged once.
 */
export function handleBotVoiceMessages(bot: Bot, context: BotAppContext) {
  const brand = BRANDS[context.env.BRAND].title;

  bot.on('message:voice', (ctx) => {
    const { message } = ctx;
    const from = ctx.from;
    const reply = async (text: string, startParam: string | undefined) => {
      const lang = await languageOfTelegramUser(context.db, from);
      await ctx.reply(text.slice(0, TELEGRAM_TEXT_MAX), {
        reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true },
        reply_markup: {
          inline_keyboard: [
            [
              {
                text: fillText(paymentTexts(lang).bot.open, { brand }),
                web_app: { url: miniAppUrl(context.env, startParam) },
              },
            ],
          ],
        },
      });
    };

    const work = (async () => {
      const account = await accountOf(context, from.id);
      const lang = account?.lang ?? (await languageOfTelegramUser(context.db, from));
      if (!account?.conversationId) {
        await reply(voiceBotTexts(lang).noConversation, undefined);
        return;
      }
      const { userId, conversationId } = account;
      const chatsScreen = encodeStartParam({ act: 'chats' });
      try {
        if (!context.services.transcription) {
          throw new ApiFailure(REFUSAL_CODE.voiceInputOff, 'Voice input is off');
        }
        // Telegram says how long and how large before a byte is downloaded.
        if (message.voice.duration > VOICE_MAX_SECONDS) {
          throw new ApiFailure(REFUSAL_CODE.voiceTooLong, 'The voice message is too long');
        }
        if ((message.voice.file_size ?? 0) > VOICE_MAX_BYTES) {
          throw new ApiFailure(REFUSAL_CODE.voiceTooLarge, 'The voice file is over the limit');
        }
        // Paid for by the message it becomes: nothing is downloaded for someone who cannot pay.
        const payer = await context.db.transaction((tx) => settleEnergy(tx, userId));
        if (payer) messageCostOrRefuse(payer);
        const recording = await downloadVoice(bot, context, message.voice);
        const { text } = await transcribeRecording(context.services.transcription, recording, {
          language: lang,
          log: context.log,
        });
        const key = `tg:${message.chat.id}:${message.message_id}`;
        const handlerContext: HandlerContext = {
          ...context,
          uid: userId,
          country: null,
          ip: null,
          wantsEventStream: false,
          requestKey: { key, fingerprint: sha256(`voice\n${key}`) },
        };
        const sent = (await sendUserMessage(handlerContext, {
          userId: async () => userId,
          conversationId,
          content: text,
          askPhoto: false,
          lang,
        })) as { reply: ChatMessage | null };
        const answer = sent.reply?.status === 'done' ? sent.reply.content : null;
        await reply(answer ?? voiceBotTexts(lang).notSent, chatsScreen);
      } catch (error) {
        if (!(error instanceof ApiFailure)) {
          // The Bot API's file or something of ours failed: the user hears why, the log how.
          context.log.error({ err: error, userId }, 'bot voice message failed');
          await reply(voiceBotTexts(lang).failed, chatsScreen);
          return;
        }
        context.log.info(
          { code: error.code, reason: error.message, userId },
          'bot voice message refused',
        );
        await reply(refusalText(error.code, lang), chatsScreen);
      }
    })().catch((error: unknown) => {
      context.log.error({ err: error, chatId: message.chat.id }, 'bot voice message failed');
    });
    // Tracked like a reply being written: shutdown waits for it.
    const running = context.services.chat.running;
    const tracked = work.finally(() => running.delete(tracked));
    running.add(tracked);
  });
}
