import { REFUSAL_CODE } from '@contract/api-codes';
import { decodeStartParam } from '@contract/start-params';
import type { Bot } from 'grammy';
import { ApiFailure } from '../../api/api-failure';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { newOpaqueId } from '../../lib/secrets';
import { botUsername, savePreparedShareMessage } from '../../providers/telegram/telegram-bot';
import { telegramUserIdOf } from './telegram-identity';

/**
 * Saves the invite for Telegram's share sheet: the user's words and a button opening the Mini App
 * with the start parameter. The parameter must name the caller as inviter, so the bot never sends
 * a link crediting someone else.
 */
export async function prepareInviteMessage(
  db: Database,
  userId: string,
  message: { startParam: string; text: string; buttonText: string },
  { bot, log }: { bot: Bot | null; log: Logger },
): Promise<string> {
  if (!bot) throw new ApiFailure(REFUSAL_CODE.featureOff, 'Sharing through Telegram is off');
  if (decodeStartParam(message.startParam).u !== userId) {
    throw new ApiFailure(REFUSAL_CODE.notFound, 'The link must carry your own invite');
  }
  const telegramId = await telegramUserIdOf(db, userId);
  if (telegramId === null) {
    throw new ApiFailure(REFUSAL_CODE.telegramNeeded, 'Open the app in Telegram to share there');
  }
  try {
    const username = await botUsername(bot);
    return await savePreparedShareMessage(bot, {
      userId: telegramId,
      id: newOpaqueId(),
      title: message.buttonText,
      text: message.text,
      buttonText: message.buttonText,
      url: `https://t.me/${username}?startapp=${message.startParam}`,
    });
  } catch (error) {
    // The client falls back to `shareURL` when this fails.
    log.warn({ err: error }, 'invite: savePreparedInlineMessage failed');
    throw new ApiFailure(REFUSAL_CODE.featureOff, 'Sharing through Telegram is not available now');
  }
}
