/**
 * Element ids of the first paint the server draws into a page (src/server/web/first-paint.ts),
 * which the app looks for (src/client/app/first-paint.ts, the age check).
 */
export const FIRST_PAINT_IDS = {
  root: 'first-paint',
  signIn: 'first-paint-sign-in',
  ageCheck: 'first-paint-age-check',
} as const;

/**
 * The app's storage the first paint's inline scripts read and write before the app is up, named
 * once for both (the app's STORAGE_KEYS and adult-check-state use these).
 */
export const FIRST_PAINT_STORAGE = {
  /** The session token: a signed-in browser gets no sign-in cell. */
  token: 'token',
  /** The notices dismissed on this device (src/client/lib/hidden-notices.ts). */
  hiddenNotices: 'hiddenNotices',
  /** The age check's id among those notices. */
  ageCheckNotice: 'adultCheck',
  /** Set when the server's age check was confirmed before the app was up; the app records it. */
  adultConfirmedEarly: 'adultConfirmedEarly',
} as const;
