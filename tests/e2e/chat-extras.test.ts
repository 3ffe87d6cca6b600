import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshBrowserPerTest } from './helpers/browser';

const appUrl = inject('appUrl');
const holder = inject('coinHolder');
const browser = freshBrowserPerTest();

const lastReply = (page: Page) => page.locator('.bubble-row:not(.bubble-row--mine)').last();

/** Opens a character's chat as the seeded user with coins, signed in and past the adult check. */
async function openChatAsHolder(page: Page, characterId: string) {
  await page.addInitScript((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('uid', session.uid);
    localStorage.setItem('tokenIssuedAt', String(Date.now()));
    localStorage.setItem('hiddenNotices', JSON.stringify(['adultCheck']));
  }, holder);
  await page.goto(`${appUrl}/role/${characterId}`);
  await page.getByRole('button', { name: /Start chat|Continue chat/ }).click();
  // Her page's own calls (stories, photos) may still be answered first on a busy server.
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chat\/[\w-]+$/);
  await page.locator('.bubble-row').first().waitFor();
}

/** Waits until her reply to the last thing sent is finished. */
async function replyDone(page: Page) {
  await expect
    .poll(() => lastReply(page).getAttribute('data-status'), { timeout: 20_000 })
    .toBe('done');
}

describe('gifts, photos and memories in a chat', () => {
  it('gives a gift paid in coins, and she reacts to it', async () => {
    const { page } = browser;
    await openChatAsHolder(page, 'jess');
    await page.getByRole('button', { name: 'Send a gift' }).click();
    const sheet = page.getByRole('dialog', { name: 'Send a gift' });
    await sheet.getByText(`You have ${holder.coins} coins`).waitFor();
    await sheet.getByText('Gifts sent today: 0 of 3.', { exact: false }).waitFor();
    await sheet.getByRole('button', { name: /Rose/ }).click();

    await page.locator('.bubble--gift', { hasText: 'Rose' }).waitFor();
    await replyDone(page);
    expect(await lastReply(page).innerText()).toContain('Rose');
    await page.getByRole('button', { name: 'Send a gift' }).click();
    await sheet.getByText(`You have ${holder.coins - 10} coins`).waitFor();
    await sheet.getByText('Gifts sent today: 1 of 3.', { exact: false }).waitFor();
  });

  it('asks for a photo, which a non-member sees blurred with the VIP offer', async () => {
    const { page } = browser;
    await openChatAsHolder(page, 'priya');
    await page.getByRole('button', { name: 'Ask for a photo' }).click();
    await page
      .locator('.bubble--mine', { hasText: 'Will you send me a photo of yourself?' })
      .waitFor();
    await replyDone(page);
    const photo = lastReply(page).getByRole('img', { name: 'Sent by Priya in the chat' });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/.+-blurred$/);
    await lastReply(page).getByText('Unlock with VIP to see this photo').waitFor();

    // Her Role screen keeps the photos she sent.
    await page.goto(`${appUrl}/role/priya`);
    await page.getByRole('region', { name: 'Photos sent to you' }).waitFor();
  });

  it('remembers what the user tells, and the memory page edits, deletes and links back', async () => {
    const { page } = browser;
    await openChatAsHolder(page, 'hannah');
    const text = 'My name is Robin. I work as a florist.';
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await replyDone(page);

    await page.getByRole('link', { name: 'Memories' }).click();
    await page.getByRole('heading', { name: 'What Hannah remembers' }).waitFor();
    const facts = page.locator('.memory__fact');
    // Facts are found beside the reply and may be stored a moment after it ends; the page shows
    // what it fetched when it opened, so look again until they are there.
    await expect
      .poll(
        async () => {
          const texts = await facts.allInnerTexts();
          if (texts.length < 2) await page.reload();
          return texts;
        },
        { timeout: 15_000 },
      )
      .toHaveLength(2);
    expect(await facts.first().innerText()).toContain('My name is Robin.');

    await facts.nth(1).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Memory' }).fill('I work as a florist in Leeds.');
    await page.getByRole('button', { name: 'Save' }).click();
    await facts.nth(1).getByText('I work as a florist in Leeds.').waitFor();

    await facts.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Forget' }).click();
    await expect.poll(() => facts.count()).toBe(1);

    await facts
      .first()
      .getByRole('link', { name: /From your message/ })
      .click();
    await page.locator('.bubble-row--highlighted', { hasText: text }).waitFor();
  });

  it('edits my last message: says what saving costs, then she answers the new text', async () => {
    const { page } = browser;
    await openChatAsHolder(page, 'mei');
    await page.getByRole('textbox', { name: 'Message' }).fill('I love green tea');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('.bubble--mine', { hasText: 'I love green tea' }).waitFor();
    await replyDone(page);
    const firstReply = await lastReply(page).innerText();
    const replies = await page.locator('.bubble-row:not(.bubble-row--mine)').count();

    await page.locator('.bubble--mine', { hasText: 'I love green tea' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByText('Editing your message').waitFor();
    await page.getByText(/^Saving writes her new reply: (1 energy|5 coins) · \d+/).waitFor();
    // A question now: she answers a question, not the affection of the first text.
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you like black coffee?');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.locator('.bubble--mine', { hasText: 'Do you like black coffee?' }).waitFor();
    // Her new reply, to the new text (the demo model answers in her words, never quoting it).
    await expect.poll(() => lastReply(page).innerText(), { timeout: 20_000 }).not.toBe(firstReply);
    await replyDone(page);
    expect(await lastReply(page).innerText()).not.toContain('black coffee');
    expect(await page.locator('.bubble--mine', { hasText: 'I love green tea' }).count()).toBe(0);
    expect(await page.locator('.bubble-row:not(.bubble-row--mine)').count()).toBe(replies);
  });
});

describe('finding a message’s actions, its time and a story’s start', () => {
  it('heads a played story with its title and scene, and a ⋯ button opens a message’s actions', async () => {
    const { page } = browser;
    await openChatAsHolder(page, 'sofia');
    await page.goto(`${appUrl}/role/sofia`);
    const story = page.locator('.role-story').first();
    const title = await story.locator('h3').innerText();
    const scene = await story.locator('p').first().innerText();
    await story.getByRole('button', { name: 'Play this story' }).click();

    const start = page.locator('.story-start');
    await start.getByRole('heading', { name: title }).waitFor();
    await start.getByText(scene).waitFor();
    // Her opening line comes after the card, under the day it was written.
    await page.locator('.day-separator', { hasText: 'Today' }).waitFor();
    const opening = page.locator('.bubble-row').first();
    expect(await opening.locator('time').innerText()).toMatch(/^\d{1,2}:\d{2}\s?(AM|PM)$/);

    const more = opening.getByRole('button', { name: 'Message actions' });
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const actions = page.locator('.message-actions');
    await actions.getByRole('button', { name: 'Copy' }).waitFor();
    await actions.getByRole('button', { name: 'Delete' }).waitFor();
    // Keyboard: Escape closes them and the focus is back on the ⋯ button.
    await actions.getByRole('button', { name: 'Copy' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => actions.count()).toBe(0);
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);

    // After a reload the card is still the first thing in the conversation.
    await page.reload();
    await start.getByRole('heading', { name: title }).waitFor();
  });
});
