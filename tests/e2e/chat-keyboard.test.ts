import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp, pressMainButton } from './helpers/mini-app';

const browser = freshBrowserPerTest();

/** Phone sizes of the harness; the iPhone's keyboard covers the web view, Android's resizes it. */
const PHONES = [
  { viewport: 'iPhone 15', platform: 'ios', heightAboveKeyboard: '413px' },
  { viewport: 'Android', platform: 'android', heightAboveKeyboard: '535px' },
] as const;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** An element's box on the harness page. */
async function boxOf(locator: ReturnType<Frame['locator']>): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not rendered');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

/** What the person sees of the app: the web view less the part the keyboard lies over. */
async function visibleArea(page: Page): Promise<Box> {
  const webView = await boxOf(page.locator('#app-frame'));
  const keyboard = page.locator('#tg-keyboard');
  if (!(await keyboard.isVisible())) return webView;
  return { ...webView, bottom: Math.min(webView.bottom, (await boxOf(keyboard)).top) };
}

const isInside = (inner: Box, outer: Box) =>
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5 &&
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5;

const lastRow = (app: Frame) => app.locator('.bubble-row').last();

/**
 * The newest message ends just above the composer (or the one-line guide or suggestion that sits
 * on it), in the part of the screen the person sees.
 */
async function expectNewestAboveComposer(page: Page, app: Frame) {
  const lineOverComposer = app.locator('.first-step-tip, .share-after-chat');
  await expect
    .poll(async () => {
      const area = await visibleArea(page);
      // The newest thing in the chat: her last reply, or the photo she offers under it.
      const newest = await boxOf(app.locator('.conversation__content > *').last());
      const composer = await boxOf(app.locator('form.composer'));
      const top = (await lineOverComposer.count())
        ? (await boxOf(lineOverComposer.first())).top
        : composer.top;
      return (
        isInside(composer, area) &&
        newest.bottom <= top + 0.5 &&
        newest.bottom >= top - 24 &&
        newest.bottom > area.top + 60
      );
    })
    .toBe(true);
}

/** Sends a message and waits for the whole reply. */
async function sendAndWaitForReply(app: Frame, text: string) {
  await app.getByRole('textbox', { name: 'Message' }).fill(text);
  await app.getByRole('button', { name: 'Send', exact: true }).click();
  await app.locator('.bubble--mine', { hasText: text }).waitFor();
  await expect
    .poll(async () => lastRow(app).getAttribute('data-status'), { timeout: 20_000 })
    .toBe('done');
}

describe('the composer with the on-screen keyboard in Telegram', () => {
  for (const phone of PHONES) {
    it(`stays above the keyboard on ${phone.viewport} and still sends`, async () => {
      const { page } = browser;
      // Room for the whole harness phone, so boxes are measured as a person would see them.
      await page.setViewportSize({ width: 1100, height: 1000 });
      const app = await launchMiniApp(page, {
        userId: String(Date.now()),
        viewport: phone.viewport,
        platform: phone.platform,
      });
      await app.locator('.adult-check button').first().click();
      await app.getByRole('tab', { name: 'Latest' }).waitFor();
      await app.locator('a.character-card[href="/role/sofia"]').click();
      await pressMainButton(page, /Start chat|Continue chat/);
      await app.locator('.bubble-row').first().waitFor();
      await sendAndWaitForReply(app, 'Tell me about your day');

      // Tapping the text box opens the keyboard; Telegram reports the smaller viewport.
      const textbox = app.getByRole('textbox', { name: 'Message' });
      await textbox.click();
      await page.check('#keyboard');
      await expect
        .poll(() =>
          app.evaluate(() =>
            getComputedStyle(document.documentElement)
              .getPropertyValue('--tg-viewport-stable-height')
              .trim(),
          ),
        )
        .toBe(phone.heightAboveKeyboard);

      const area = await visibleArea(page);
      expect(isInside(await boxOf(textbox), area)).toBe(true);
      expect(
        isInside(await boxOf(app.getByRole('button', { name: 'Send', exact: true })), area),
      ).toBe(true);
      await expectNewestAboveComposer(page, app);

      // Typing and sending work with the keyboard open, and the reply stays in view as it grows.
      await textbox.pressSequentially('Typed with the keyboard open');
      await app.getByRole('button', { name: 'Send', exact: true }).click();
      await app.locator('.bubble--mine', { hasText: 'Typed with the keyboard open' }).waitFor();
      await expect.poll(async () => lastRow(app).getAttribute('data-status')).toBe('streaming');
      await expectNewestAboveComposer(page, app);
      await expect
        .poll(async () => lastRow(app).getAttribute('data-status'), { timeout: 20_000 })
        .toBe('done');
      await expectNewestAboveComposer(page, app);
      // Her reply to the typed message comes last, right after it.
      const rows = app.locator('.bubble-row');
      const count = await rows.count();
      expect(await rows.nth(count - 2).innerText()).toContain('Typed with the keyboard open');
      expect(await lastRow(app).locator('.bubble--mine').count()).toBe(0);
    });
  }
});
