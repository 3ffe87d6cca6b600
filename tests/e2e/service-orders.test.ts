import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { creatorEarning, SERVICE_ORDER_PRICES } from '../../src/contract/service-orders';
import { freshBrowserPerTest, openBrowser } from './helpers/browser';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const { buyer, creator, character } = inject('orderUsers');
const browser = freshBrowserPerTest();
/** Calls go through a server shared with other work on a small machine: wait generously. */
const SLOW = { timeout: 20_000 };
const STORY_PRICE = SERVICE_ORDER_PRICES.story;
const BRIEF = 'A rainy evening story where she waits for me at the station.';
const NOTE = 'Your story: the train was late, and she waited anyway.';

/** The balance Settings shows under Buy coins. */
async function balanceOf(page: Page): Promise<string> {
  await page.goto(`${appUrl}/settings`);
  const cell = page.getByRole('link', { name: /Buy coins/ });
  await cell.getByText(/^Balance: /).waitFor(SLOW);
  return (await cell.getByText(/^Balance: /).textContent()) ?? '';
}

/** The order's card on My orders. */
const card = (page: Page) => page.getByRole('article', { name: `Story for ${character.name}` });

describe('commissioning a creator', () => {
  it('orders from the creator, who accepts and delivers; the buyer sees the delivery and coins move', async () => {
    const page = browser.page;
    await signInAs(page, buyer);
    await page.goto(`${appUrl}/role/${character.id}`);
    await page.getByRole('button', { name: 'Commission the creator' }).click();
    const sheet = page.getByRole('dialog', { name: `Commission ${creator.nick}` });
    await sheet.getByRole('radio', { name: /^Story/ }).check();
    await sheet.getByRole('textbox', { name: /Your brief/ }).fill(BRIEF);
    await sheet.getByRole('button', { name: `Order for ${STORY_PRICE} coins` }).click();
    await page.waitForURL(`${appUrl}/orders`, SLOW);
    await expect.poll(() => card(page).getByText('Waiting for the creator').count(), SLOW).toBe(1);
    expect(await balanceOf(page)).toBe(`Balance: ${buyer.coins - STORY_PRICE}`);

    const creatorBrowser = await openBrowser();
    try {
      const studio = await creatorBrowser.context.newPage();
      await signInAs(studio, creator);
      await studio.goto(`${appUrl}/orders`);
      await studio.getByRole('tab', { name: 'Ordered from me' }).click();
      const received = card(studio);
      await received.getByText(BRIEF).waitFor(SLOW);
      await received.getByRole('button', { name: 'Accept' }).click();
      await received.getByText('Accepted, in progress').waitFor(SLOW);
      await received.getByRole('button', { name: 'Deliver' }).click();
      await received.getByRole('textbox', { name: 'Delivery note for the buyer' }).fill(NOTE);
      await received.getByRole('button', { name: 'Send delivery' }).click();
      await received.getByText('Delivered', { exact: true }).waitFor(SLOW);

      const earning = creatorEarning(STORY_PRICE);
      expect(await balanceOf(studio)).toBe(`Balance: ${creator.coins + earning}`);
      await studio.goto(`${appUrl}/settings/coin-details`);
      const row = studio.getByText('Commission earnings');
      await row.waitFor(SLOW);
      expect(await studio.getByText(`+${earning}`).count()).toBeGreaterThan(0);
    } finally {
      await creatorBrowser.close();
    }

    await page.goto(`${appUrl}/orders`);
    const mine = card(page);
    await mine.getByText('Delivered', { exact: true }).waitFor(SLOW);
    expect(await mine.getByText(NOTE).count()).toBe(1);
    expect(await mine.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await balanceOf(page)).toBe(`Balance: ${buyer.coins - STORY_PRICE}`);
  });
});
