/**
 * Element ids of the first paint the server draws into a page (src/server/web/first-paint.ts),
 * which the app looks for (src/client/app/first-paint.ts, the age check).
 */
export const FIRST_PAINT_IDS = {
  root: 'first-paint',
  signIn: 'first-paint-sign-in',
  ageCheck: 'first-paint-age-check',
} as const;
