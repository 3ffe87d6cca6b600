import { hideNotice, isNoticeHidden } from '@client/lib/hidden-notices';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { DAY_MS } from '@contract/time';

/** Id of the home-screen gift in the list of notices the user asked not to see again. */
const HOME_SCREEN_GIFT_NOTICE = 'homeScreenGift';
/** The popup offers itself at most this often; Settings opens it any time. */
const AUTO_PROMPT_INTERVAL_MS = 3 * DAY_MS;

/** 'Don't prompt again' (spec §4): the popup no longer opens by itself on this device. */
export function neverPromptHomeScreenGift(): void {
  hideNotice(HOME_SCREEN_GIFT_NOTICE);
}

/** Whether the popup may open by itself now: not refused for good, not shown lately. */
export function mayAutoPromptHomeScreenGift(now = Date.now()): boolean {
  if (isNoticeHidden(HOME_SCREEN_GIFT_NOTICE)) return false;
  const shownAt = Number(storage.get(STORAGE_KEYS.homeScreenGiftShownAt) ?? 0);
  return !(shownAt > 0 && now - shownAt < AUTO_PROMPT_INTERVAL_MS);
}

export function markHomeScreenGiftAutoPrompted(now = Date.now()): void {
  storage.set(STORAGE_KEYS.homeScreenGiftShownAt, String(now));
}
