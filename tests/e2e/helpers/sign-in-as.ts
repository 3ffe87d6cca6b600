import type { Page } from 'playwright-core';

/** Opens the app signed in as `session` (a seeded user's token), past the adult check. */
export async function signInAs(page: Page, session: { token: string; uid: string }) {
  await page.addInitScript((saved) => {
    localStorage.setItem('token', saved.token);
    localStorage.setItem('uid', saved.uid);
    localStorage.setItem('tokenIssuedAt', String(Date.now()));
    localStorage.setItem('hiddenNotices', JSON.stringify(['adultCheck']));
  }, session);
}
