import { onAppEvent } from '@client/app/app-events';
import { ApiError } from '@client/lib/api/api-error';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { hasSession } from '@client/session/session';
import { SHELL_REFUSAL_CODE } from '@contract/shell-refusal-codes';
import { claimTour } from './api/claim-tour';

let claiming: Promise<string[]> | null = null;

/**
 * Moves this device's tour conversations into the signed-in account, once: the visitor token is
 * forgotten when the tour is taken (or is unknown). Answers the conversations it moved; parallel
 * callers share one request.
 */
export function claimVisitorTour(): Promise<string[]> {
  const visitorToken = storage.get(STORAGE_KEYS.visitorToken);
  if (!visitorToken || !hasSession()) return Promise.resolve([]);
  claiming ??= claimTour({ visitorToken }, { silent: true })
    .then(({ conversationIds }) => {
      storage.remove(STORAGE_KEYS.visitorToken);
      return conversationIds;
    })
    .catch((error: unknown) => {
      // A tour that ended elsewhere cannot be taken; others are tried again at the next start.
      if (error instanceof ApiError && error.code === SHELL_REFUSAL_CODE.visitorUnknown) {
        storage.remove(STORAGE_KEYS.visitorToken);
      }
      return [];
    })
    .finally(() => {
      claiming = null;
    });
  return claiming;
}

/** Takes the tour into the account at every sign-in, and at start when a sign-in left it behind. */
export function claimVisitorTourOnSignIn(): void {
  onAppEvent('signedIn', () => void claimVisitorTour());
  void claimVisitorTour();
}
