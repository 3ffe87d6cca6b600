import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { OFFICIAL_CHARACTERS } from '../../src/server/features/characters/seed/official-characters';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { codeFromOutbox } from './helpers/outbox';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();
/** Calls go through a server shared with other work on a small machine: wait generously. */
const SLOW = { timeout: 20_000 };

/** The number beside a heading of Meet's counts. */
const count = (page: Page, name: string) =>
  page.locator('.meet-counts > div', { hasText: name }).locator('dd');

/** Drags the top card sideways with the mouse, as a thumb would. */
async function dragTopCard(page: Page, distance: number) {
  const card = page.getByTestId('meet-card');
  const box = await card.boundingBox();
  if (!box) throw new Error('no card to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance / 2, y + 4, { steps: 5 });
  await page.mouse.move(x + distance, y + 8, { steps: 5 });
  await page.mouse.up();
}

/** The name on the top card. */
const topName = async (page: Page) =>
  ((await page.getByTestId('meet-card').locator('h2').textContent()) ?? '').replace(/\s*\d+$/, '');

describe('meet', () => {
  it('signs a visitor in, swipes, matches and opens the chat she starts', async () => {
    const page = browser.page;
    await page.goto(`${appUrl}/`);
    await passAdultCheck(page);
    await page.getByRole('link', { name: /^Meet:/ }).click();

    // A visitor is asked to sign in, like other signed-in features.
    await page.getByRole('button', { name: 'Sign in to meet characters' }).click();
    const email = `meet.${Date.now()}@example.com`;
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await popup.getByRole('textbox', { name: 'Your email' }).fill(email);
    await popup.getByRole('button', { name: 'Send code' }).click();
    await popup.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await popup
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await codeFromOutbox(dataDir, email));
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('meet-card').waitFor(SLOW);
    await expect.poll(() => count(page, 'Likes').textContent(), SLOW).toBe('0');

    // Characters like the user back when they share an interest: choose one.
    await page.getByRole('link', { name: 'Choose your interests' }).click();
    await page.getByRole('button', { name: 'Shy', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Recommended now starts with what you like.').waitFor(SLOW);
    await page.goto(`${appUrl}/meet`);

    // Only anime women: the shy ones (Luna and Yuki) come first, sharing the interest.
    await page.getByRole('button', { name: 'Preferences' }).click();
    const sheet = page.getByRole('dialog', { name: 'Meet preferences' });
    await sheet.getByRole('button', { name: 'Anime' }).click();
    await sheet.getByRole('button', { name: 'Women' }).click();
    await sheet.getByRole('spinbutton', { name: 'From' }).fill('17');
    await sheet.getByRole('alert').waitFor();
    expect(await sheet.getByRole('button', { name: 'Show characters' }).isDisabled()).toBe(true);
    await sheet.getByRole('spinbutton', { name: 'From' }).fill('18');
    await sheet.getByRole('button', { name: 'Show characters' }).click();
    await expect.poll(() => sheet.count(), SLOW).toBe(0);
    await page.getByTestId('meet-card').waitFor(SLOW);

    const passed = await topName(page);
    const anime = OFFICIAL_CHARACTERS.filter((c) => c.style === 'anime' && c.gender === 'woman');
    expect(anime.map((c) => c.name)).toContain(passed);
    await dragTopCard(page, -220);
    await expect.poll(() => topName(page), SLOW).not.toBe(passed);

    const liked = await topName(page);
    const her = anime.find((c) => c.name === liked);
    expect(her?.tags).toContain('shy');
    await dragTopCard(page, 220);
    const match = page.getByRole('dialog', { name: 'It’s a match' });
    await match.waitFor(SLOW);
    await match.getByText(`${liked} likes you too.`).waitFor();
    await match.getByText('You both like: Shy').waitFor();
    await expect.poll(() => count(page, 'Matches').textContent(), SLOW).toBe('1');
    expect(await count(page, 'Likes').textContent()).toBe('1');

    await match.getByRole('button', { name: 'Start chat' }).click();
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]+$/, SLOW);
    const greeting = her?.greeting ?? '';
    // Her greeting's spoken part (the *actions* are drawn in italics).
    const spoken = greeting
      .split('*')
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0];
    const bubbles = page.locator('.bubble-row');
    await bubbles.first().waitFor(SLOW);
    expect(await bubbles.count()).toBe(1);
    expect(await bubbles.first().textContent()).toContain(spoken);
  });

  it('passes and likes with the buttons, from the keyboard', async () => {
    const page = browser.page;
    await page.goto(`${appUrl}/`);
    await passAdultCheck(page);
    await page.goto(`${appUrl}/meet`);
    await page.getByRole('button', { name: 'Sign in to meet characters' }).click();
    const email = `meet.keys.${Date.now()}@example.com`;
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await popup.getByRole('textbox', { name: 'Your email' }).fill(email);
    await popup.getByRole('button', { name: 'Send code' }).click();
    await popup.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await popup
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await codeFromOutbox(dataDir, email));
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('meet-card').waitFor(SLOW);
    await expect.poll(() => popup.count(), SLOW).toBe(0);

    const first = await topName(page);
    await page.getByRole('button', { name: `Pass ${first}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => topName(page), SLOW).not.toBe(first);
    const second = await topName(page);
    await page.getByRole('button', { name: `Like ${second}` }).focus();
    await page.keyboard.press('Space');
    // No interests chosen: a like, but no one likes back yet.
    await expect.poll(() => count(page, 'Likes').textContent(), SLOW).toBe('1');
    expect(await count(page, 'Matches').textContent()).toBe('0');
    expect(await page.getByRole('dialog', { name: 'It’s a match' }).count()).toBe(0);
  });
});
