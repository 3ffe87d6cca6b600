import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readCatalog } from '../helpers/po-catalog';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp, pressMainButton } from './helpers/mini-app';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const creators = inject('creators');
const holder = inject('coinHolder');
const browser = freshBrowserPerTest();

/** Taps the choice named `name` of the current step (the wizard moves on by itself). */
async function choose(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).click();
}

const stepHeading = (page: Page | Frame) => page.locator('#wizard-step-title');

/** Waits for her to be made, on her page, until the review's Confirm button shows. */
async function waitUntilMade(page: Page | Frame) {
  await page.locator('.review').waitFor({ timeout: 30_000 });
}

describe('creating a character', () => {
  it('walks the template wizard on a phone, watches her being made, confirms and chats', async () => {
    const { page } = browser;
    await signInAs(page, creators.web);
    await page.goto(appUrl);
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByRole('link', { name: /Create a character/ }).click();

    await stepHeading(page).getByText('Style').waitFor();
    await page.getByText('Step 1 of 17').waitFor();
    await choose(page, 'Anime');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 17').waitFor();
    await page.getByRole('radio', { name: '25', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(page, 'Asian');
    await choose(page, 'Green');
    await stepHeading(page).getByText('Hairstyle').waitFor();

    // Leaving half-way and coming back continues where the wizard was.
    await page.reload();
    await stepHeading(page).getByText('Hairstyle').waitFor();
    await page.getByText('Step 5 of 17').waitFor();
    // Back goes one step back, the answer kept.
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page).getByText('Eye colour').waitFor();
    expect(await page.getByRole('radio', { name: 'Green', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();

    await choose(page, 'Ponytail');
    await choose(page, 'Honey blonde');
    await choose(page, 'Curvy');
    await choose(page, 'Large');
    await choose(page, 'Wide');
    await choose(page, 'Summer dress');

    // Kinks: up to three; a fourth cannot be picked.
    await stepHeading(page).getByText('Kinks').waitFor();
    for (const kink of ['Romance', 'Teasing', 'Slow burn']) {
      await page.getByRole('checkbox', { name: kink }).click();
    }
    expect(await page.getByRole('checkbox', { name: 'Praise' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(page, 'Nurse');
    await choose(page, 'Playful');
    await choose(page, 'Girlfriend');

    await stepHeading(page).getByText('Overview').waitFor();
    await page.getByRole('textbox', { name: 'Name (optional)' }).fill('Yumi');
    await page.getByText('Creating a character costs 200 coins.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Create for 200 coins' }).click();

    // Her page follows her being made, stage by stage, then shows her for review.
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/my-roles\/[0-9a-f]+$/);
    await page.getByRole('heading', { name: 'Creating Yumi' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Personality' }).first().waitFor();
    await waitUntilMade(page);
    await page.getByText('Step 16 of 17 · Confirm').waitFor();
    expect(await page.locator('.persona').innerText()).toContain('Yumi is 25');
    expect(await page.getByRole('img', { name: 'Yumi' }).getAttribute('src')).toMatch(
      /^\/media\/\w+\?v=/,
    );

    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Step 17 of 17 · Publish').waitFor();
    await page.getByRole('button', { name: 'Keep private' }).click();
    await page.getByText('Private: only you can chat').waitFor();

    await page.getByRole('button', { name: 'Start chat' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chat\/[\w-]+$/);
    await page.locator('.bubble-row').first().waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hi Yumi, how was your shift?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const reply = page.locator('.bubble-row:not(.bubble-row--mine)').last();
    await expect.poll(() => reply.getAttribute('data-status'), { timeout: 20_000 }).toBe('done');

    // My characters lists her, confirmed, with the chat as her next step; the coins were spent.
    await page.goto(`${appUrl}/my-roles`);
    const row = page.locator('.my-role', { hasText: 'Yumi' });
    await row.getByText('Confirmed · private').waitFor();
    await row.getByRole('button', { name: 'Chat' }).waitFor();
    await page.goto(`${appUrl}/settings`);
    await page.getByText(`Balance: ${creators.web.coins - 200}`).waitFor();
  });

  it('describes a character in prompt mode; another user finds, reports and clones her', async () => {
    const { page, context } = browser;
    await signInAs(page, creators.web);
    await page.goto(`${appUrl}/my-roles/create`);
    await page.getByRole('tab', { name: 'Use prompt' }).click();
    await page.getByRole('button', { name: 'Create for 200 coins' }).click();
    await page.getByRole('alert').getByText('Please enter character description').waitFor();
    await page.getByRole('button', { name: 'Random idea' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Describe your character' }).inputValue())
      .not.toBe('');
    await page.getByRole('textbox', { name: 'Name (optional)' }).fill('Noor');
    await page.getByRole('button', { name: 'Create for 200 coins' }).click();
    await waitUntilMade(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('This cannot be undone', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Public: in the catalogue').waitFor();
    const noorPath = new URL(page.url()).pathname.replace('/my-roles/', '/role/');

    // Another user meets her in Latest, credited to her creator.
    const other = await context.newPage();
    await signInAs(other, holder);
    await other.goto(appUrl);
    await other.getByRole('tab', { name: 'Latest' }).click();
    const card = other.locator(`a.character-card[href="${noorPath}"]`);
    await card.getByText('by Creator').waitFor();
    await card.click();
    await other.getByText('Created by Creator').waitFor();

    await other.getByRole('button', { name: 'Report', exact: true }).click();
    const sheet = other.getByRole('dialog', { name: 'Report Noor' });
    await sheet.getByRole('radio', { name: 'Spam or scam' }).check();
    await sheet.getByRole('button', { name: 'Send report' }).click();
    await other.getByText('Thank you. Our moderators will look at Noor.').waitFor();

    await other.getByRole('button', { name: 'Make my own version' }).click();
    await expect.poll(() => new URL(other.url()).pathname).toBe('/my-roles/create');
    await other.getByText('Starting from Noor: the same look, your words.').waitFor();
    expect(
      await other.getByRole('textbox', { name: 'Describe your character' }).inputValue(),
    ).not.toBe('');
  });
});

describe('creating a character in the Telegram harness', () => {
  /** The Arabic text of an English message of a catalog part. */
  const arabic = (english: string, part = 'create') => {
    const entry = readCatalog('ar', part).find((item) => item.msgid === english);
    if (!entry?.msgstr) throw new Error(`no Arabic for "${english}"`);
    return entry.msgstr;
  };

  it('creates her in Arabic, right to left, with Telegram’s back button', async () => {
    const { page } = browser;
    const app = await launchMiniApp(page, {
      userId: creators.telegram.telegramId,
      lang: 'ar',
      theme: 'dark',
    });
    await passAdultCheck(app);
    await expect.poll(() => app.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => app.evaluate(() => localStorage.getItem('token')))
      .toMatch(/^[\w-]{43}$/);
    await app.locator('.bottom-nav a[href$="/my-roles"]').click();
    await app.locator('.create-card').click();

    await stepHeading(app).getByText(arabic('Style')).waitFor();
    await app.getByRole('button', { name: arabic('Next') }).click();
    await stepHeading(app).getByText(arabic('Age')).waitFor();
    // Inside Telegram the back button is Telegram's own.
    expect(await app.getByRole('button', { name: arabic('Back', 'messages') }).count()).toBe(0);
    await page.locator('#tg-back').click();
    await stepHeading(app).getByText(arabic('Style')).waitFor();
    await app.getByRole('button', { name: arabic('Next') }).click();
    await app.getByRole('button', { name: arabic('Next') }).click();

    // Every other step: the first choice; the wizard moves on after each tap.
    for (let step = 3; step <= 14; step++) {
      const heading = await stepHeading(app).innerText();
      await app.locator('.option-grid .option').first().click();
      if (step === 11) await app.getByRole('button', { name: arabic('Next') }).click();
      await expect.poll(() => stepHeading(app).innerText()).not.toBe(heading);
    }
    await stepHeading(app).getByText(arabic('Overview')).waitFor();
    // Creating is Telegram's bottom button here.
    expect(await app.locator('.overview .wizard__footer button').count()).toBe(0);
    await pressMainButton(page, /\S/);

    await waitUntilMade(app);
    await app.locator('.review__actions button').last().click();
    await app.locator('.publish-step').waitFor();
    await app.locator('.publish-step .review__actions button').first().click();
    await app.locator('.confirmed').waitFor();
    expect(await app.locator('.persona').innerText()).toMatch(/[\u0600-\u06FF]/);
  });
});
