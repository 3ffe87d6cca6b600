// axe-core over every screen, on the website in light and dark, in the Telegram harness with its
// light and dark themes, and right to left in Arabic: no serious or critical WCAG 2.1 A/AA
// violation may remain. One browser for the file; each surface is its own profile.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AGE_CHECK_SCREENS,
  NO_EMAIL_SCREENS,
  signedInScreens,
  VISITOR_SCREENS,
  WEB_CHECKOUT_SCREENS,
} from './helpers/a11y-screens';
import { AppSurface, type ScreenCheck, settle } from './helpers/a11y-surface';
import { launchSharedBrowser } from './helpers/browser';
import { launchMiniApp } from './helpers/mini-app';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const users = inject('accessibilityUsers');

const webUser = {
  conversationId: users.web.conversationId,
  myCharacters: users.web.characters,
  othersCharacter: users.telegram.publishedCharacter,
};
const telegramUser = {
  conversationId: users.telegram.conversationId,
  myCharacters: { confirmed: users.telegram.publishedCharacter },
  othersCharacter: users.web.characters.confirmed,
};

type Scheme = 'light' | 'dark';

let shared: Awaited<ReturnType<typeof launchSharedBrowser>>;
beforeAll(async () => {
  shared = await launchSharedBrowser();
});
afterAll(async () => {
  await shared.browser.close();
});

async function newPage(options: { scheme: Scheme; locale?: string }) {
  const context = await shared.newContext(options.locale ? { locale: options.locale } : {});
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: options.scheme });
  return page;
}

/** Opens a surface on its first test (expect.poll works only inside tests), then reuses it. */
function once(open: () => Promise<AppSurface>): () => Promise<AppSurface> {
  let opened: Promise<AppSurface> | null = null;
  return () => {
    opened ??= open();
    return opened;
  };
}

/** One test per screen: the screen, on `surface`, has no serious or critical violation. */
function checkEach(screens: ScreenCheck[], surface: () => Promise<AppSurface>) {
  it.each(screens)('$name', async (screen) => {
    const violations = await (await surface()).check(screen);
    expect(violations, violations.join('\n\n')).toEqual([]);
  });
}

/** The website signed in as the test's user, in `scheme`, with an optional language prefix. */
const signedInWebsite = (scheme: Scheme, language = '') =>
  once(async () => {
    const page = await newPage({ scheme });
    if (language) {
      await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: appUrl }]);
    }
    await signInAs(page, users.web);
    const base = `${appUrl}${language ? `/${language}` : ''}`;
    await page.goto(`${base}/settings`);
    await settle(page);
    return new AppSurface(page, base);
  });

describe.each(['light', 'dark'] as const)('the website in %s appearance', (scheme) => {
  describe('signed in', () => {
    const surface = signedInWebsite(scheme);
    checkEach([...signedInScreens(webUser), ...WEB_CHECKOUT_SCREENS], surface);
  });

  describe('as a visitor', () => {
    const surface = once(async () => {
      const page = await newPage({ scheme });
      await page.addInitScript(() =>
        localStorage.setItem('hiddenNotices', JSON.stringify(['adultCheck'])),
      );
      await page.goto(`${appUrl}/settings`);
      await settle(page);
      return new AppSurface(page, appUrl);
    });
    checkEach(VISITOR_SCREENS, surface);
  });

  describe('on a first visit', () => {
    const surface = once(async () => {
      const page = await newPage({ scheme });
      await page.goto(`${appUrl}/settings/terms`);
      await settle(page);
      return new AppSurface(page, appUrl);
    });
    checkEach(AGE_CHECK_SCREENS, surface);
  });
});

describe.each(['light', 'dark'] as const)('the Mini App in Telegram’s %s theme', (theme) => {
  const surface = once(async () => {
    const page = await newPage({ scheme: 'light' });
    const app = await launchMiniApp(page, { theme, userId: users.telegram.telegramId });
    await settle(app);
    return new AppSurface(app, appUrl, new URL(app.url()).hash);
  });
  it('Age check', async () => {
    const { app } = await surface();
    try {
      const [ageCheck] = AGE_CHECK_SCREENS;
      const violations = ageCheck ? await (await surface()).check(ageCheck) : [];
      expect(violations, violations.join('\n\n')).toEqual([]);
    } finally {
      // The screens after it are checked past the age check, whatever its result.
      await app.getByRole('dialog', { name: 'Age check' }).getByRole('button').first().click();
    }
  });
  // Inside Telegram a confirm question is Telegram's own popup, not a part of the app to check.
  const screens = signedInScreens(telegramUser).filter(
    (screen) => screen.name !== 'Conversation, confirm',
  );
  checkEach([...screens, ...NO_EMAIL_SCREENS], surface);
});

describe('the website in Arabic, right to left', () => {
  const surface = signedInWebsite('dark', 'ar');
  // What is opened over a screen is found by its English name: the screens themselves are checked.
  const screens = signedInScreens(webUser).filter((screen) => !screen.open);
  checkEach(screens, surface);
});
