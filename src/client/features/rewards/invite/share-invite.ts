import type { Bridge } from '@client/bridge/bridge-types';
import { trackEvent } from '@client/lib/analytics/track-event';
import { prepareInviteMessage } from '../api/prepare-invite-message';
import {
  type InviteTarget,
  inviteStartParam,
  telegramInviteLink,
  webInviteLink,
} from './invite-links';

export interface InviteWords {
  /** The message friends read. */
  text: string;
  /** The button under it in Telegram. */
  buttonText: string;
}

/**
 * Shares an invite the way the platform does best. Inside Telegram: the bot's prepared message in
 * Telegram's own share sheet (`shareMessage`), else Telegram's share of the t.me link (`shareURL`).
 * On the web: the Web Share API, else the link is copied (the bridge decides).
 */
export async function shareInvite(
  bridge: Bridge,
  target: InviteTarget,
  words: InviteWords,
  telegramAppUrl: string | null,
): Promise<void> {
  const shared = (way: string) =>
    trackEvent('invite_share', {
      way,
      ...(target.characterId ? { role: target.characterId } : {}),
    });
  if (bridge.mode !== 'telegram' || !telegramAppUrl) {
    shared('link');
    await bridge.share(webInviteLink(target), words.text);
    return;
  }
  if (bridge.canShareMessage()) {
    const prepared = await prepareInviteMessage(
      { startParam: inviteStartParam(target), ...words },
      { silent: true },
    ).catch(() => null);
    // A closed sheet is the user's choice; only a message that could not be made falls back.
    if (prepared) {
      shared('telegram_message');
      await bridge.shareMessage(prepared.id);
      return;
    }
  }
  shared('telegram_link');
  await bridge.share(telegramInviteLink(telegramAppUrl, target), words.text);
}
