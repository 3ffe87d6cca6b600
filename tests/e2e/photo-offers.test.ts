import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readCatalog } from '../helpers/po-catalog';
import { passAdultCheck } from './helpers/adult-check';
import { seriousAxeViolations } from './helpers/axe';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp, pressMainButton } from './helpers/mini-app';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const users = inject('offerUsers');
const browser = freshBrowserPerTest();
/** Where the card's screenshots land, to be looked at (as tests/e2e/screens.test.ts does). */
const SHOTS_DIR = path.resolve(import.meta.dirname, '../.tmp/screens');

/** Her last reply. */
const lastReply = (app: Page | Frame) => app.locator('.bubble-row:not(.bubble-row--mine)').last();

/** Sends a message with the composer and waits for her finished reply. */
async function sendAndWaitForReply(app: Page | Frame, text: string) {
  const before = await app.locator('.bubble-row:not(.bubble-row--mine)').count();
  await app.locator('.composer__input').fill(text);
  await app.locator('.composer__send').click();
  await app.locator('.bubble--mine', { hasText: text }).waitFor();
  await expect
    .poll(() => app.locator('.bubble-row:not(.bubble-row--mine)').count())
    .toBeGreaterThan(before);
  await expect
    .poll(async () => lastReply(app).getAttribute('data-status'), { timeout: 30_000 })
    .toBe('done');
}

/**
 * Opens the offer under her last reply with its button and waits until the photo is on the
 * reply, sharp (paid for), and the card is gone.
 */
async function openOffer(app: Page | Frame, seeIt: RegExp, page: Page, shot: string) {
  const card = app.locator('.offer-card');
  await card.waitFor();
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `photo-offer-${shot}.png`) });
  expect(await seriousAxeViolations(app)).toEqual([]);
  await card.getByRole('button', { name: seeIt }).click();
  const photo = lastReply(app).locator('.bubble__photo img');
  await photo.waitFor({ timeout: 60_000 });
  await expect.poll(() => card.count()).toBe(0);
  expect(await lastReply(app).locator('.bubble__photo--locked').count()).toBe(0);
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: path.join(SHOTS_DIR, `photo-offer-${shot}-opened.png`) });
}

describe('the photo she offers', () => {
  it('comes when the moment fits, costs nothing until it is opened, and lands in the album', async () => {
    const { page } = browser;
    await signInAs(page, users.web);
    await page.goto(`${appUrl}/role/sofia`);
    await page.getByRole('button', { name: /Start chat|Continue chat/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chat\/[\w-]+$/);
    await page.locator('.bubble-row').first().waitFor();

    await sendAndWaitForReply(page, 'What are you wearing right now?');
    const card = page.getByRole('region', { name: 'A photo from Sofia' });
    await card.waitFor();
    await card.getByText('Nothing is charged until you tap.').waitFor();
    expect(await lastReply(page).innerText()).not.toContain('[selfie');
    await openOffer(page, /^See it · 50 coins$/, page, 'phone-light-en');

    await page.goto(`${appUrl}/album`);
    const tile = page.locator('.album-tile').first();
    await tile.waitFor();
    expect(await page.locator('.album-tile__locked').count()).toBe(0);
  });

  it('opens in Arabic inside the Telegram harness, right to left, in the dark theme', async () => {
    const { page } = browser;
    const arabic = (english: string) => {
      const entry = readCatalog('ar', 'chat').find((item) => item.msgid === english);
      if (!entry?.msgstr) throw new Error(`no Arabic for "${english}"`);
      return entry.msgstr;
    };
    const app = await launchMiniApp(page, {
      userId: users.telegram.telegramId,
      lang: 'ar',
      viewport: 'iPhone 15',
      platform: 'ios',
      theme: 'dark',
    });
    await passAdultCheck(app);
    expect(await app.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await app.locator('a.character-card[href$="/role/sofia"]').first().click();
    await pressMainButton(page, /./);
    await app.locator('.bubble-row').first().waitFor();

    await sendAndWaitForReply(app, 'ماذا ترتدين الآن؟');
    const seeIt = arabic('See it · {price}').split('{price}')[0]?.trim() ?? '';
    await openOffer(app, new RegExp(`^${seeIt}`), page, 'telegram-dark-ar');
  });
});
