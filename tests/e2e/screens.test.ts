// Every main screen in Telegram-less web mode, light and dark, English and Arabic, phone and laptop:
// each one renders its frame, never scrolls sideways, and throws nothing. The screenshots land in
// tests/.tmp/screens/ to be looked at (docs/decisions.md, "Screens looked at").
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './helpers/browser';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const holder = inject('coinHolder');
const history = inject('longConversation');
const SHOTS_DIR = path.resolve(import.meta.dirname, '../.tmp/screens');

/** The screens of a signed-in user with coins; the conversation is another user's (her history). */
const SCREENS: { name: string; path: string; user?: 'history' }[] = [
  { name: 'home', path: '/' },
  { name: 'chats', path: '/chat' },
  { name: 'conversation', path: `/chat/${history.conversationId}`, user: 'history' },
  { name: 'character', path: '/role/sofia' },
  { name: 'my-characters', path: '/my-roles' },
  { name: 'create', path: '/my-roles/create' },
  { name: 'photo-studio', path: '/ugc/generate-image' },
  { name: 'album', path: '/album' },
  { name: 'meet', path: '/meet' },
  { name: 'premium', path: '/premium' },
  { name: 'coins', path: '/coins' },
  { name: 'settings', path: '/settings' },
  { name: 'language', path: '/settings/language' },
  { name: 'subscription', path: '/settings/subscription' },
  { name: 'invite', path: '/settings/invite' },
  { name: 'survey', path: '/settings/survey' },
  { name: 'account-status', path: '/settings/account-status' },
  { name: 'verification', path: '/settings/verification' },
  { name: 'landing', path: '/landing' },
  { name: 'landing-role1', path: '/landing/role1' },
  { name: 'landing-role2', path: '/landing/role2' },
  { name: 'landing-role3', path: '/landing/role3' },
  { name: 'landing2', path: '/landing/landing2' },
  { name: 'not-found', path: '/no-such-page' },
];

const VARIANTS = [
  { name: 'phone-light-en', theme: 'light', locale: 'en', width: 390, height: 844 },
  { name: 'phone-dark-en', theme: 'dark', locale: 'en', width: 390, height: 844 },
  { name: 'phone-light-ar', theme: 'light', locale: 'ar', width: 390, height: 844 },
  { name: 'phone-dark-ar', theme: 'dark', locale: 'ar', width: 390, height: 844 },
  { name: 'laptop-light-en', theme: 'light', locale: 'en', width: 1366, height: 800 },
  { name: 'laptop-dark-ar', theme: 'dark', locale: 'ar', width: 1366, height: 800 },
] as const;

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(() => session.close());

/** A page for one variant and user: its size, colour scheme, language and session. */
async function openPage(variant: (typeof VARIANTS)[number], user: 'holder' | 'history') {
  const page = await session.context.newPage();
  await page.setViewportSize({ width: variant.width, height: variant.height });
  await page.emulateMedia({ colorScheme: variant.theme });
  await session.context.addCookies([
    { name: 'i18n_redirected', value: variant.locale, url: appUrl },
  ]);
  await signInAs(page, user === 'history' ? history : holder);
  return page;
}

/** How far the page reaches past the window's width, in CSS pixels (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(VARIANTS)('every screen, $name', (variant) => {
  it('renders each screen within the window, without errors', async () => {
    mkdirSync(path.join(SHOTS_DIR, variant.name), { recursive: true });
    const pages = {
      holder: await openPage(variant, 'holder'),
      history: await openPage(variant, 'history'),
    };
    const errors: string[] = [];
    for (const page of Object.values(pages)) {
      page.on('pageerror', (error) => errors.push(error.message));
    }
    try {
      for (const screen of SCREENS) {
        const page = pages[screen.user ?? 'holder'];
        const prefix = variant.locale === 'en' ? '' : `/${variant.locale}`;
        await page.goto(`${appUrl}${prefix}${screen.path}`);
        await page.locator('.page-frame__title, .status-page').first().waitFor();
        // Pictures and lazily loaded parts settle before the picture is taken.
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          variant.locale === 'ar' ? 'rtl' : 'ltr',
        );
        expect({ screen: screen.name, overflow: await sidewaysOverflow(page) }).toEqual({
          screen: screen.name,
          overflow: 0,
        });
        await page.screenshot({ path: path.join(SHOTS_DIR, variant.name, `${screen.name}.png`) });
      }
      expect(errors).toEqual([]);
    } finally {
      await Promise.all(Object.values(pages).map((page) => page.close()));
    }
    // Nineteen screens, each settling its pictures: more than the default minute on a busy machine.
  }, 180_000);
});
