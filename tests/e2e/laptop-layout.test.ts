import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';

const appUrl = inject('appUrl');
const browser = freshBrowserPerTest();

/** The free space on each side of the column: from the rail (or window edge) to the column. */
async function sideGaps(page: Page) {
  return page.evaluate(() => {
    const column = document.querySelector('.page-frame')?.getBoundingClientRect();
    const rail = document.querySelector('nav.bottom-nav')?.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    if (!column || !rail) throw new Error('no column or rail');
    const isRailLeft = rail.left < width / 2;
    return isRailLeft
      ? { rail: column.left - rail.right, free: width - column.right }
      : { rail: rail.left - column.right, free: column.left };
  });
}

describe('the app on a laptop', () => {
  for (const { width, path, heading } of [
    { width: 1280, path: '/settings', heading: 'Settings' },
    { width: 1440, path: '/', heading: 'Velora' },
    { width: 1100, path: '/', heading: 'Velora' },
    { width: 1280, path: '/ar/settings', heading: 'الإعدادات' },
  ]) {
    it(`centres the column in the space beside the rail (${path} at ${width} px)`, async () => {
      const { page } = browser;
      await page.setViewportSize({ width, height: 800 });
      // A language in the address is kept only when it is the one the visitor chose.
      if (path.startsWith('/ar/')) {
        await browser.context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: appUrl }]);
      }
      await page.goto(`${appUrl}${path}`);
      await passAdultCheck(page);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // Asked after the app's stylesheets apply: the first paint's column has gone by then.
      await expect.poll(() => page.locator('#first-paint').count()).toBe(0);
      const gaps = await sideGaps(page);
      expect(gaps.rail).toBeGreaterThanOrEqual(16);
      expect(Math.abs(gaps.rail - gaps.free)).toBeLessThanOrEqual(1);
    });
  }
});
