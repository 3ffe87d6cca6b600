import { emitAppEvent } from '@client/app/app-events';
import { hasConfirmedAdult } from '@client/features/adult-check/adult-check-state';
import { confirmAdultOnServer } from '@client/features/adult-check/api/confirm-adult';
import { loadAppConfig } from '@client/features/app-config/app-config-atom';
import { refreshProfile } from '@client/session/profile-atom';
import { saveSession } from '@client/session/session';
import type { LoginResult } from '@contract/api/login-endpoints';

/**
 * After any successful sign-in (spec §4): keep the session, force-refresh the user, reload the
 * general config, and tell the screens holding VIP prices or tour config to reload theirs.
 */
export async function completeSignIn(result: Pick<LoginResult, 'token' | 'uid'>): Promise<void> {
  saveSession(result);
  const profile = await refreshProfile({ force: true });
  // The age check was answered on this device before sign-in; the account records it too.
  if (profile && !profile.user.adultConfirmed && hasConfirmedAdult()) {
    await confirmAdultOnServer({ confirmed: true }, { silent: true }).catch(() => {});
    await refreshProfile({ force: true });
  }
  emitAppEvent('signedIn', { uid: result.uid });
  void loadAppConfig();
}
