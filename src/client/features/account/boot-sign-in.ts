import type { Bridge } from '@client/bridge/bridge-types';
import { localeAtom } from '@client/i18n/locale-atom';
import { appStore } from '@client/lib/app-store';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { refreshProfile } from '@client/session/profile-atom';
import { hasSession, saveSession } from '@client/session/session';
import { TOKEN_REFRESH_INTERVAL_MS } from '@contract/constants';
import { linkLogin } from './api/link-login';
import { refreshToken } from './api/refresh-token';
import { telegramLogin } from './api/telegram-login';
import { completeSignIn } from './complete-sign-in';

/** Removes the one-time `tmpToken` from the address bar so a reload or a share does not reuse it. */
function dropTmpTokenFromUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('tmpToken')) return;
  url.searchParams.delete('tmpToken');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Signs in silently with the Mini App's init data (Telegram mode has no login popup). */
export async function signInWithTelegram(bridge: Bridge): Promise<boolean> {
  if (!bridge.initData) return false;
  const result = await telegramLogin({ initData: bridge.initData }, { silent: true }).catch(
    (error: unknown) => {
      console.warn('Telegram sign-in failed', error);
      return null;
    },
  );
  if (!result) return false;
  await completeSignIn(result);
  return true;
}

/**
 * Sign-in work at boot: a magic link (`tmpToken`) signs in first; inside Telegram a visitor is
 * signed in from init data; a kept session is refreshed every 480 h and its profile loaded.
 */
export async function signInAtBoot(
  bridge: Bridge,
  launch: { tmpToken: string | null; inviter: string | undefined },
): Promise<void> {
  if (launch.tmpToken) {
    dropTmpTokenFromUrl();
    const result = await linkLogin({
      tmpToken: launch.tmpToken,
      lang: appStore.get(localeAtom),
      ...(launch.inviter ? { inviter: launch.inviter } : {}),
    }).catch(() => null);
    if (result) {
      await completeSignIn(result);
      return;
    }
  }
  if (!hasSession()) {
    if (bridge.mode === 'telegram') await signInWithTelegram(bridge);
    return;
  }
  const issuedAt = Number(storage.get(STORAGE_KEYS.tokenIssuedAt) ?? 0);
  if (Date.now() - issuedAt >= TOKEN_REFRESH_INTERVAL_MS) {
    // Spec §8: a failed token fetch is reported and rethrown; here it is reported and the old
    // token kept, since it may still be valid until its 30 days end.
    const fresh = await refreshToken({}, { silent: true }).catch((error: unknown) => {
      console.warn('token refresh failed', error);
      return null;
    });
    if (fresh) saveSession(fresh);
  }
  await refreshProfile();
}
