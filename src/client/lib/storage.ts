import { FIRST_PAINT_STORAGE } from '@contract/first-paint-ids';

/** Local storage keys of spec §3. */
export const STORAGE_KEYS = {
  token: FIRST_PAINT_STORAGE.token,
  /** When the token was last issued or refreshed, in epoch ms (refresh every 480 h). */
  tokenIssuedAt: 'tokenIssuedAt',
  channel: 'channel',
  uid: 'uid',
  pwaClient: 'pwaClient',
  multiFbc: 'multiFbc',
  deviceUuid: 'uuid',
  nsfw: 'nsfw',
  startParams: 'startParams',
  hiddenNotices: FIRST_PAINT_STORAGE.hiddenNotices,
  /** The visitor's tour token, kept until a sign-in takes the tour into the account. */
  visitorToken: 'visitorToken',
  /** The create-character wizard left half-way, so coming back continues it. */
  characterDraft: 'characterDraft',
  /** Online-time reports that could not be sent yet (spec §4: stored and retried on return). */
  pendingOnlineTime: 'pendingOnlineTime',
  /** When the home-screen gift popup last opened by itself, in epoch ms. */
  homeScreenGiftShownAt: 'homeScreenGiftShownAt',
  /** Set once a page opened with `testB`: this device stays in group B of the A/B switch. */
  testB: 'testB',
  /** Set when the server's drawing of the age check was confirmed before the app was up. */
  adultConfirmedEarly: FIRST_PAINT_STORAGE.adultConfirmedEarly,
  /** Set once the price of hearing her voice was shown and accepted (before the first paid Listen). */
  speechPriceSeen: 'speechPriceSeen',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (Safari private mode, blocked cookies in iframes); the app must keep working.
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the value lives only for this page load.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Ignored for the same reason as in set.
    }
  },
};

/** A random id for this device, created once and kept. */
export function getDeviceUuid(): string {
  const existing = storage.get(STORAGE_KEYS.deviceUuid);
  if (existing) return existing;
  const created =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('');
  storage.set(STORAGE_KEYS.deviceUuid, created);
  return created;
}
