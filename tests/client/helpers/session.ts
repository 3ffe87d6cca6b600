import { appStore } from '../../../src/client/lib/app-store';
import { sessionUidAtom } from '../../../src/client/session/session';

/** Puts a session in place the way sign-in leaves it: token and uid stored, the uid atom set. */
export function startTestSession(uid = 'u1'): void {
  window.localStorage.setItem('token', `tok-${uid}`);
  window.localStorage.setItem('uid', uid);
  appStore.set(sessionUidAtom, uid);
}

/** Forgets the session (local storage is cleared after each test by the setup file). */
export function endTestSession(): void {
  appStore.set(sessionUidAtom, null);
}
