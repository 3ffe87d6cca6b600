import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { encodeStartParam } from '../../src/contract/start-params';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp, pressMainButton } from './helpers/mini-app';

const botApi = inject('localBotApiUrl');
const browser = freshBrowserPerTest();

/** A new Telegram user in `lang`, in a new chat with Sofia, her greeting shown. */
async function openChatWithSofia(page: Page, lang: string): Promise<Frame> {
  const app = await launchMiniApp(page, {
    userId: String(Date.now() % 1_000_000_000),
    botApi,
    lang,
    startParam: encodeStartParam({ act: 'role.sofia' }),
  });
  await passAdultCheck(app);
  await expect.poll(() => app.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
  await pressMainButton(page, /./);
  await app.locator('.bubble-row[data-status="done"]').first().waitFor();
  return app;
}

/** Presses Listen on her first reply, accepts the price in Telegram's popup, and hears it out. */
async function listenToGreeting(page: Page, app: Frame) {
  const listen = app.locator('.bubble-row[data-status="done"] .bubble__listen').first();
  await listen.click();
  // The price is said once, before the first paid Listen, in Telegram's own popup.
  await page
    .locator('#tg-popup')
    .getByText(/1,000|1.000|1000|1 000|١٬?٠٠٠/)
    .waitFor();
  await page.locator('#tg-popup [data-popup-button="confirm"]').click();
  // Her voice plays: the button turns to Stop while it does, then back when she is done.
  await expect.poll(() => listen.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
  await expect
    .poll(() => app.locator('.bubble__listen[aria-pressed="true"]').count(), { timeout: 30_000 })
    .toBe(0);
  expect(await app.locator('.toast').count()).toBe(0);
  // Labelled: the embedded voice is the demo voice.
  expect(await listen.locator('.bubble__listen-demo').count()).toBe(1);
}

describe('her voice in the Telegram Mini App on a phone', () => {
  it('plays a reply in English', async () => {
    const { page } = browser;
    const app = await openChatWithSofia(page, 'en');
    await listenToGreeting(page, app);
  });

  it('plays a reply in Arabic', async () => {
    const { page } = browser;
    const app = await openChatWithSofia(page, 'ar');
    expect(await app.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await listenToGreeting(page, app);
  });

  it('receives a voice note when asked for one', async () => {
    const { page } = browser;
    const app = await openChatWithSofia(page, 'en');
    await app.getByRole('textbox', { name: 'Message' }).fill('Send me a voice message, please');
    await app.getByRole('button', { name: 'Send', exact: true }).click();
    const note = app.locator('.bubble-row[data-status="done"] .voice-note').last();
    await note.waitFor({ timeout: 60_000 });
    expect(await note.locator('.voice-note__wave > span').count()).toBe(48);
    expect(await note.locator('.voice-note__time').innerText()).toMatch(/^\d:\d\d$/);
    await note.getByRole('button', { name: 'Play her voice note' }).click();
    await note.getByRole('button', { name: 'Pause her voice note' }).waitFor({ timeout: 15_000 });
  });
});
