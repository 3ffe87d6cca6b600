/** App-wide events of spec §4 that any code may raise and the shell reacts to. */
export interface AppEvents {
  /** The session token was refused: sign out. */
  tokenError: undefined;
  /** Open the login popup; `fromLanding` switches it to the 'check your mail' flow. */
  showLogin: { fromLanding: boolean };
  /** The service is under maintenance or the region is blocked. */
  maintenance: undefined;
  /** Someone signed in: screens holding prices or per-user config reload them. */
  signedIn: { uid: string };
  /** Open the buy-VIP popup (spec §2, §4); the host decides whether it may show. */
  showPremium: PremiumRequest;
  /** Open the invite share sheet, for the app or for one character. */
  showInviteSheet: { character?: { id: string; nick: string } };
  /** Open the home-screen energy gift popup (spec §2, §4). */
  showHomeScreenGift: undefined;
}

/** Why the buy-VIP popup opens: where from, and what led there. */
export interface PremiumRequest {
  /** The purchase origin (spec §3 tags such as bot_unlock_photo, miniapp_energy). */
  comeFrom: string;
  scriptId?: string;
  photoId?: string;
  /** From a landing page or the tour: a visitor may buy before signing in. */
  fromLanding?: boolean;
}

type Listener<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;

const listeners = new Map<keyof AppEvents, Set<(payload: never) => void>>();

export function onAppEvent<K extends keyof AppEvents>(name: K, listener: Listener<K>): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function emitAppEvent<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void {
  for (const listener of listeners.get(name) ?? []) (listener as Listener<K>)(payload);
}
