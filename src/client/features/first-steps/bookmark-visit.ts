import { trackEvent } from '@client/lib/analytics/track-event';
import { dismissFirstStep } from './first-steps';

/**
 * A page opened with `favorite` (spec §2) came from a bookmark the bookmark guide suggested: the
 * visit is counted as one, and the guide has done its work on this account.
 */
export function noteBookmarkVisit(favorite: string | null): void {
  if (!favorite) return;
  trackEvent('bookmark_open', { favorite });
  dismissFirstStep('favoriteSite');
}
