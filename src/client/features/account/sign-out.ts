import { emitAppEvent } from '@client/app/app-events';
import { localeAtom } from '@client/i18n/locale-atom';
import { appStore } from '@client/lib/app-store';
import { profileAtom } from '@client/session/profile-atom';
import { clearSession } from '@client/session/session';
import { localizePath, NAMED_ROUTES } from '@contract/routes';
import { navigate } from 'wouter/use-browser-location';
import { logout } from './api/logout';

/** Forgets the user on this device, lands on Roles and opens the login popup (spec §4). */
export function forgetUserAndShowLogin(): void {
  clearSession();
  appStore.set(profileAtom, null);
  navigate(localizePath(NAMED_ROUTES.Roles, appStore.get(localeAtom)));
  emitAppEvent('showLogin', { fromLanding: false });
}

/** Logout: the server ends the session (best effort, offline too), then the device forgets it. */
export async function signOut(): Promise<void> {
  await logout({}, { silent: true }).catch(() => {});
  forgetUserAndShowLogin();
}
