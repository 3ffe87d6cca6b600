import { NAMED_ROUTES, localizePath } from '@contract/routes';
import { navigate } from 'wouter/use-browser-location';
import { appStore } from '@client/lib/app-store';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { localeAtom } from '@client/i18n/locale-atom';
import { emitAppEvent, onAppEvent } from './app-events';

/**
 * Token-error event (spec §4): the stored session is dropped, the user lands on Roles and the
 * login popup is asked for.
 */
export function signOutOnTokenError(): () => void {
  return onAppEvent('tokenError', () => {
    if (!storage.get(STORAGE_KEYS.token)) return;
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.uid);
    navigate(localizePath(NAMED_ROUTES.Roles, appStore.get(localeAtom)));
    emitAppEvent('showLogin', { fromLanding: false });
  });
}
