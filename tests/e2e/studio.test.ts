import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readCatalog } from '../helpers/po-catalog';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp } from './helpers/mini-app';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const studio = inject('studioUsers');
const browser = freshBrowserPerTest();

/** Picks a template, generates, and waits for the finished photo; answers its address. */
async function generatePhoto(app: Page | Frame, template: string, button: RegExp) {
  await app.getByRole('radio', { name: template, exact: true }).click();
  await expect.poll(() => app.locator('textarea').first().inputValue()).toContain('photo,');
  await app.getByRole('button', { name: button }).click();
  const picture = app.locator('.item-result img.studio-media');
  await picture.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  return (await picture.getAttribute('src')) ?? '';
}

describe('the photo and video studio', () => {
  it('generates a photo, keeps it in the album, likes it in the gallery, and makes a video', async () => {
    const { page } = browser;
    await signInAs(page, studio.web);
    await page.goto(`${appUrl}/role/mei`);
    await page.getByRole('link', { name: 'Generate a photo' }).click();
    await page.getByRole('heading', { name: 'Generate photo' }).waitFor();
    // Her page's link picks her.
    await expect.poll(() => page.getByRole('radio', { name: /^Mei/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Night city', exact: true }).click();
    await page
      .locator('.prompt-hint__count')
      .getByText(/^2\d keywords$/)
      .waitFor();
    await page.getByRole('button', { name: 'How to write a prompt' }).click();
    await page.getByRole('button', { name: 'Use this prompt' }).first().click();
    await expect.poll(() => page.locator('textarea').first().inputValue()).toContain('cozy cafe');
    await page.getByRole('button', { name: 'Generate for 50 coins' }).click();
    await page.locator('.item-progress, .item-result').first().waitFor();
    const result = page.locator('.item-result img.studio-media');
    await result.waitFor({ timeout: 30_000 });
    await page.locator('.item-result').getByText('Demo model').waitFor();
    await page.getByRole('button', { name: '☆ Add to favorites' }).click();
    await page.getByRole('button', { name: '★ Favorite' }).waitFor();

    // The album: by character, and among the favorites; the viewer opens it full screen.
    await page.getByRole('link', { name: 'Album' }).click();
    await page.locator('.album-group').getByRole('link', { name: 'Mei' }).waitFor();
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await page.getByRole('button', { name: 'Photo of Mei' }).first().click();
    const viewer = page.getByRole('dialog');
    await viewer.locator('img.studio-media').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => viewer.count()).toBe(0);

    // The community gallery: a like counts once and stays after a reload.
    await page.goto(`${appUrl}/ugc/generate-image?tab=community`);
    const like = page.locator('.gallery-cell').first().locator('.like-chip');
    await like.waitFor();
    const before = Number((await like.innerText()).replace(/\D/g, ''));
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => Number((await like.innerText()).replace(/\D/g, '')))
      .toBe(before + 1);
    await page.reload();
    await expect
      .poll(() =>
        page.locator('.gallery-cell').first().locator('.like-chip').getAttribute('aria-pressed'),
      )
      .toBe('true');

    // A video of the photo: the source is picked, the price follows the length, and it plays.
    await page.goto(`${appUrl}/album`);
    await page.getByRole('button', { name: 'Photo of Mei' }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'Make a video of this' }).click();
    await page.getByRole('heading', { name: 'Generate video' }).waitFor();
    await page.locator('input[type=range]').fill('7');
    await page.getByRole('button', { name: 'Make video for 200 coins' }).waitFor();
    await page.locator('input[type=range]').fill('2');
    await page.getByRole('button', { name: 'Make video for 100 coins' }).click();
    const video = page.locator('.item-result video');
    await video.waitFor({ timeout: 30_000 });
    expect(await video.getAttribute('poster')).toMatch(/^\/media\//);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await page.goto(`${appUrl}/album`);
    await page.getByRole('tab', { name: 'Videos' }).click();
    await page.getByRole('button', { name: 'Video of Mei' }).waitFor();
  });

  it('refuses an upload over 5 MB with the spec’s message', async () => {
    const { page } = browser;
    await signInAs(page, studio.web);
    await page.goto(`${appUrl}/ugc/generate-video`);
    await page.getByRole('heading', { name: 'Generate video' }).waitFor();
    await page.getByLabel('Upload a photo').setInputFiles({
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 7),
    });
    await page.getByText('Photo max 5M').waitFor();
  });

  it('generates a photo inside the Telegram harness', async () => {
    const { page } = browser;
    const app = await launchMiniApp(page, { userId: studio.telegram.telegramId, theme: 'dark' });
    await passAdultCheck(app);
    await app.locator('.bottom-nav a[href$="/my-roles"]').click();
    await app.getByRole('link', { name: /Generate photo/ }).click();
    await generatePhoto(app, 'Beach day', /Generate for 50 coins/);
    await app.getByRole('link', { name: 'Album' }).click();
    await app.locator('.album-tile').first().waitFor();
  });

  it('generates a photo in Arabic, right to left', async () => {
    const { page } = browser;
    const arabic = (english: string) => {
      const entry = readCatalog('ar', 'create').find((item) => item.msgid === english);
      if (!entry?.msgstr) throw new Error(`no Arabic for "${english}"`);
      return entry.msgstr;
    };
    await signInAs(page, studio.arabic);
    // The language chosen before (the cookie the language picker sets) keeps the /ar address.
    await browser.context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: appUrl }]);
    await page.goto(`${appUrl}/ar/ugc/generate-image`);
    await page.getByRole('heading', { name: arabic('Generate photo') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const price = arabic('Generate for {PHOTO_GENERATION_COIN_COST} coins').replace(
      '{PHOTO_GENERATION_COIN_COST}',
      '50',
    );
    await generatePhoto(page, arabic('Golden hour'), new RegExp(price));
    await page.locator('.item-result').getByText(arabic('Demo model')).waitFor();
  });
});
