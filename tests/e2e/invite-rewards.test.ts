import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HOME_SCREEN_REWARD_DELAY_MS } from '../../src/contract/constants';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest, openBrowser } from './helpers/browser';
import { launchMiniApp } from './helpers/mini-app';
import { codeFromOutbox } from './helpers/outbox';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const { inviter, homeScreen } = inject('rewardUsers');
const browser = freshBrowserPerTest();
/** Calls go through a server shared with other work on a small machine: wait generously. */
const SLOW = { timeout: 20_000 };

/** The number under a heading of the invite screen's figures. */
const figure = (page: Page | Frame, name: string) =>
  page.locator('.rewards-stats > div', { hasText: name }).locator('dd');

/** Opens the invite link in a browser of its own and signs up with the email code there. */
async function openLinkAndSignUp(friend: Page, link: string, email: string) {
  await friend.goto(link);
  await passAdultCheck(friend);
  await friend.getByRole('link', { name: /Settings/ }).click();
  await friend.getByRole('button', { name: /^Sign in/ }).click();
  const popup = friend.getByRole('dialog', { name: 'Sign in' });
  await popup.getByRole('textbox', { name: 'Your email' }).fill(email);
  await popup.getByRole('button', { name: 'Send code' }).click();
  // The code view opens once the server has sent the mail.
  await popup.getByRole('heading', { name: 'Enter the code' }).waitFor();
  const code = await codeFromOutbox(dataDir, email);
  await popup.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await friend.getByRole('button', { name: 'Log out' }).waitFor();
}

describe('inviting a friend', () => {
  it('signs the friend up from the invite link and credits the inviter once', async () => {
    const page = browser.page;
    await signInAs(page, inviter);
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('link', { name: /Invite friends/ }).click();
    const linkOutput = page.getByRole('status', { name: 'Your invite link' });
    const link = (await linkOutput.textContent()) ?? '';
    expect(link).toBe(`${appUrl}/?u=${inviter.uid}`);
    await expect.poll(() => figure(page, 'Friends joined').textContent(), SLOW).toBe('0');

    const friendBrowser = await openBrowser();
    try {
      const friend = await friendBrowser.context.newPage();
      await openLinkAndSignUp(friend, link, `invited.${Date.now()}@example.com`);
      await page.reload();
      await expect.poll(() => figure(page, 'Friends joined').textContent(), SLOW).toBe('1');
      expect(await figure(page, 'Energy earned').textContent()).toBe('10');

      // The same friend following the link again is no new invitee.
      await friend.goto(link);
      await friend.getByRole('link', { name: /Settings/ }).click();
      await friend.getByRole('button', { name: 'Log out' }).waitFor();
    } finally {
      await friendBrowser.close();
    }
    await page.reload();
    await expect.poll(() => figure(page, 'Energy earned').textContent(), SLOW).toBe('10');
    expect(await figure(page, 'Friends joined').textContent()).toBe('1');
  });
});

describe('rewards inside the Telegram harness', () => {
  const calls = (eventType: string) =>
    browser.page.locator(`#event-log li[data-event="${eventType}"]`);

  it('gives the home-screen gift once, after Telegram added the app and 10 seconds passed', async () => {
    // The page's clock, so the test moves time on instead of waiting the 10 seconds.
    await browser.page.clock.install();
    const app = await launchMiniApp(browser.page, { userId: homeScreen.telegramId });
    await passAdultCheck(app);
    await app.getByRole('link', { name: /Settings/ }).click();
    await app.getByRole('button', { name: /Add to home screen/ }).click();
    const popup = app.getByRole('dialog', { name: 'Add to home screen' });
    const claim = popup.getByRole('button', { name: /^Claim 20 energy/ });
    expect(await claim.isDisabled()).toBe(true);
    await popup.getByRole('button', { name: 'Add to home screen' }).click();
    await expect.poll(() => calls('web_app_add_to_home_screen').count(), SLOW).toBe(1);
    // Claimable no sooner than 10 seconds after the popup opened (spec §4).
    await browser.page.clock.fastForward(HOME_SCREEN_REWARD_DELAY_MS);
    await expect.poll(() => claim.isEnabled(), SLOW).toBe(true);
    await claim.click();
    await app.getByText('20 energy added. Thank you!').waitFor();
    await expect.poll(() => popup.count(), SLOW).toBe(0);
    await app.getByText('Gift received').waitFor();

    await app.getByRole('button', { name: /Add to home screen/ }).click();
    await popup.getByText('You already received the gift', { exact: false }).waitFor();
    expect(await popup.getByRole('button', { name: /^Claim/ }).count()).toBe(0);
  });

  it('opens the share sheet from shareDialog and shares through Telegram’s prepared message', async () => {
    const app = await launchMiniApp(browser.page, { shareDialog: '1' });
    await passAdultCheck(app);
    const sheet = app.getByRole('dialog', { name: 'Invite friends' });
    await sheet.getByRole('button', { name: 'Share invite link' }).click();
    await expect.poll(() => calls('web_app_send_prepared_message').count(), SLOW).toBe(1);
    await expect.poll(() => sheet.count(), SLOW).toBe(0);
  });
});
