import { forgetUserAndShowLogin } from '@client/features/account/sign-out';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { onAppEvent } from './app-events';

/**
 * Token-error event (spec §4): the stored session is dropped, the user lands on Roles and the
 * login popup is asked for.
 */
export function signOutOnTokenError(): () => void {
  return onAppEvent('tokenError', () => {
    if (!storage.get(STORAGE_KEYS.token)) return;
    forgetUserAndShowLogin();
  });
}
