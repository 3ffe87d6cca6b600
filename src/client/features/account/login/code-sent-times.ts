import { appStore } from '@client/lib/app-store';
import { LOGIN_RESEND_COUNTDOWN_S } from '@contract/constants';
import { atom } from 'jotai';

/**
 * When a sign-in code last went to each address or number (ms), for this page. The server
 * refuses another code within the countdown (2004) while the first one still works, so going Back
 * and sending to the same address again shows the code view with the time left instead.
 * In the app store, so it outlives the popup (which starts afresh each time it opens).
 */
export const codeSentTimesAtom = atom<Readonly<Record<string, number>>>({});

/** Notes that a code was just sent to `address` (a normalized email or an E.164 number). */
export function rememberCodeSent(address: string, now = Date.now()): void {
  appStore.set(codeSentTimesAtom, (times) => ({ ...times, [address]: now }));
}

/** Forgets `address` once its code is used: a new sign-in asks the server again. */
export function forgetCodeSent(address: string): void {
  appStore.set(codeSentTimesAtom, ({ [address]: _used, ...others }) => others);
}

/** Whole seconds before another code may go to `address`; 0 when it may now. */
export function secondsBeforeResend(address: string, now = Date.now()): number {
  const sentAt = appStore.get(codeSentTimesAtom)[address];
  if (sentAt === undefined) return 0;
  return Math.max(0, Math.ceil((sentAt + LOGIN_RESEND_COUNTDOWN_S * 1000 - now) / 1000));
}
