import { hideNotice, isNoticeHidden } from '@client/lib/hidden-notices';
import { FIRST_PAINT_STORAGE } from '@contract/first-paint-ids';

/** Id of the adult check in the list of notices the user has dismissed (the first paint reads it). */
const ADULT_CHECK_NOTICE = FIRST_PAINT_STORAGE.ageCheckNotice;

/** True once the visitor has said they are 18 or older on this device. */
export function hasConfirmedAdult(): boolean {
  return isNoticeHidden(ADULT_CHECK_NOTICE);
}

/** Marks the first-visit notice as seen (spec §4). */
export function confirmAdult(): void {
  hideNotice(ADULT_CHECK_NOTICE);
}
