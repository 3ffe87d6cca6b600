import { BRANDS } from '@contract/brands';
import { encodeStartParam } from '@contract/start-params';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { type Bot, InputFile } from 'grammy';
import type { Env } from '../../config/env';
import type { Database } from '../../db/database';
import { identities, users } from '../../db/schema/users';
import type { Logger } from '../../lib/logger';
import { fillText, paymentTexts } from '../payments/payment-texts';
import { miniAppUrl } from './bot-commands';

/** Something the user asked to be told about in Telegram once it is ready. */
type ReadyNotice =
  | { kind: 'reply'; userId: string; characterName: string }
  | { kind: 'picture' | 'video' | 'character'; userId: string };

export interface ReadyNotices {
  /** Tells the user through the bot, when they allowed it; never throws. */
  send(notice: ReadyNotice): Promise<void>;
  /**
   * Sends her voice note as a real Telegram voice message (`sendVoice`, Opus in Ogg) with a
   * button back into the chat, when the user allowed bot messages; never throws.
   */
  sendVoiceNote(note: { userId: string; audio: Buffer; seconds: number }): Promise<void>;
}

/** The screen each notice's button opens (a start link's `act`). */
const SCREEN_OF = { reply: 'chats', picture: 'album', video: 'album', character: 'myRoles' };

/**
 * The bot's "it is ready" messages (`requestWriteAccess` made them allowed): a line in the user's
 * language with a button opening the Mini App on the screen where the thing is. Null without a bot.
 */
export function createReadyNotices(options: {
  db: Database;
  bot: Bot | null;
  env: Env;
  log: Logger;
}): ReadyNotices | null {
  const { db, bot, env, log } = options;
  if (!bot) return null;
  const brand = BRANDS[env.BRAND].title;
  /** The user's Telegram chat and language, when they allowed the bot to write. */
  const accountOf = async (userId: string) => {
    const [account] = await db
      .select({ chatId: identities.subject, lang: users.lang })
      .from(users)
      .innerJoin(identities, eq(identities.userId, users.id))
      .where(
        and(
          eq(users.id, userId),
          eq(identities.kind, 'telegram'),
          isNotNull(users.botMessagesAllowedAt),
          isNull(users.deactivatedAt),
        ),
      )
      .limit(1);
    return account ?? null;
  };
  /** The button that opens the Mini App on `screen`. */
  const openButton = (lang: string, screen: keyof typeof SCREEN_OF) => ({
    inline_keyboard: [
      [
        {
          text: fillText(paymentTexts(lang).bot.open, { brand }),
          web_app: { url: miniAppUrl(env, encodeStartParam({ act: SCREEN_OF[screen] })) },
        },
      ],
    ],
  });
  return {
    async sendVoiceNote({ userId, audio, seconds }) {
      try {
        const account = await accountOf(userId);
        if (!account) return;
        await bot.api.sendVoice(Number(account.chatId), new InputFile(audio, 'voice.ogg'), {
          duration: Math.max(1, Math.round(seconds)),
          reply_markup: openButton(account.lang, 'reply'),
        });
      } catch (error) {
        log.warn({ err: error }, 'voice note not sent to Telegram');
      }
    },
    async send(notice) {
      try {
        const account = await accountOf(notice.userId);
        if (!account) return;
        const texts = paymentTexts(account.lang).bot;
        const text =
          notice.kind === 'reply'
            ? fillText(texts.replyReady, { name: notice.characterName })
            : notice.kind === 'picture'
              ? texts.pictureReady
              : notice.kind === 'video'
                ? texts.videoReady
                : texts.characterReady;
        const startParam = encodeStartParam({ act: SCREEN_OF[notice.kind] });
        await bot.api.sendMessage(Number(account.chatId), text, {
          reply_markup: {
            inline_keyboard: [
              [
                {
                  text: fillText(texts.open, { brand }),
                  web_app: { url: miniAppUrl(env, startParam) },
                },
              ],
            ],
          },
        });
      } catch (error) {
        // A user who blocked the bot, or Telegram out of reach: the thing is ready all the same.
        log.warn({ err: error, kind: notice.kind }, 'ready notice not sent');
      }
    },
  };
}
