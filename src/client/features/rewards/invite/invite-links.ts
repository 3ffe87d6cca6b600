import { roleStartAction } from '@contract/start-actions';
import { encodeStartParam } from '@contract/start-params';

/** What an invite shares: the app, or one character's page. */
export interface InviteTarget {
  /** The inviter's user id (`u`), credited when a new friend signs up. */
  uid: string;
  characterId?: string;
}

/**
 * The web link: the shared page itself with `u` in the query, read as a start parameter by the
 * friend's first visit. No language prefix, so the friend's own language is picked.
 */
export function webInviteLink(target: InviteTarget, origin = window.location.origin): string {
  const path = target.characterId ? `/role/${encodeURIComponent(target.characterId)}` : '/';
  return `${origin}${path}?${new URLSearchParams({ u: target.uid })}`;
}

/** The `startapp` value of the Telegram link: the inviter, and the character to open. */
export function inviteStartParam(target: InviteTarget): string {
  return encodeStartParam({
    u: target.uid,
    ...(target.characterId ? { act: roleStartAction(target.characterId) } : {}),
  });
}

/** `https://t.me/<bot>?startapp=…`, which opens the bot's Mini App with the start parameter. */
export function telegramInviteLink(telegramAppUrl: string, target: InviteTarget): string {
  return `${telegramAppUrl}?startapp=${inviteStartParam(target)}`;
}
