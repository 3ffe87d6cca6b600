import { appStore } from '@client/lib/app-store';
import { writeCookie } from '@client/lib/cookies';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { TOKEN_COOKIE_MAX_AGE_S } from '@contract/constants';
import { atom } from 'jotai';

/** The token is also a cookie (spec §3), for server-rendered pages and other tabs. */
const TOKEN_COOKIE_NAME = 'token';

/** The signed-in user's id, or null; screens watch it to follow sign-in and sign-out. */
export const sessionUidAtom = atom<string | null>(
  storage.get(STORAGE_KEYS.token) ? storage.get(STORAGE_KEYS.uid) : null,
);

export function hasSession(): boolean {
  return Boolean(storage.get(STORAGE_KEYS.token));
}

/** Keeps a new session: token in local storage and a 30-day cookie, and the uid. */
export function saveSession(session: { token: string; uid: string }): void {
  storage.set(STORAGE_KEYS.token, session.token);
  storage.set(STORAGE_KEYS.uid, session.uid);
  storage.set(STORAGE_KEYS.tokenIssuedAt, String(Date.now()));
  writeCookie(TOKEN_COOKIE_NAME, session.token, TOKEN_COOKIE_MAX_AGE_S);
  appStore.set(sessionUidAtom, session.uid);
}

/** Forgets the session on this device: token, cookie and uid. */
export function clearSession(): void {
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.uid);
  storage.remove(STORAGE_KEYS.tokenIssuedAt);
  writeCookie(TOKEN_COOKIE_NAME, '', 0);
  appStore.set(sessionUidAtom, null);
}
