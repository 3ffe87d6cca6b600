import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp, pressMainButton } from './helpers/mini-app';
import { signInWithMailedCode } from './helpers/outbox';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();

/** The last character bubble's text and status. */
const lastReply = (page: Page | Frame) => page.locator('.bubble-row:not(.bubble-row--mine)').last();

/** Picks Sofia on Home and opens her role screen. */
async function openSofia(page: Page | Frame) {
  await page.getByRole('tab', { name: 'Latest' }).waitFor();
  await page.locator('a.character-card[href="/role/sofia"]').click();
  await page.getByRole('heading', { name: /Sofia, \d+/ }).waitFor();
}

/** Sends a message and waits until the reply has started streaming in. */
async function sendAndWatchStream(page: Page | Frame, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.locator('.bubble--mine', { hasText: text }).waitFor();
  // Partial text shows while the reply is still being written.
  await expect
    .poll(async () => {
      const row = lastReply(page);
      return (
        (await row.getAttribute('data-status')) === 'streaming' &&
        (await row.innerText()).length > 0
      );
    })
    .toBe(true);
}

describe('chatting on the web', () => {
  it('picks a character on Home, signs in, chats, and a reload mid-stream still finishes the reply', async () => {
    const { page } = browser;
    const email = `chat.${Date.now()}@example.com`;
    await page.goto(appUrl);
    await passAdultCheck(page);
    await openSofia(page);
    await page.getByRole('button', { name: 'Start chat' }).click();

    await signInWithMailedCode(page, dataDir, email);

    // Signing in carries on to the conversation, which opens with her greeting. Signing in is a few
    // calls in a row (the session, the profile, the age check, the conversation): a person waits.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
      .toMatch(/^\/chat\/[\w-]+$/);
    await page.locator('.bubble-row').first().waitFor();
    await page.getByText('1 energy per message · 100 left').waitFor();

    await sendAndWatchStream(page, 'Do you want to watch the sunset with me?');
    await page.reload();
    await expect
      .poll(async () => lastReply(page).getAttribute('data-status'), { timeout: 20_000 })
      .toBe('done');
    // Finished in her words (the demo model opens with her action), never quoting the message.
    const reply = await lastReply(page).innerText();
    expect(reply).toContain('Sofia');
    expect(reply).not.toContain('watch the sunset');
    await page.getByText('1 energy per message · 99 left').waitFor();

    // A new reply keeps the first one as another version.
    const firstReply = await lastReply(page).innerText();
    await lastReply(page).locator('.bubble').click();
    await page.getByRole('button', { name: 'New reply' }).click();
    await expect.poll(async () => lastReply(page).getAttribute('data-status')).toBe('streaming');
    await expect
      .poll(async () => lastReply(page).getAttribute('data-status'), { timeout: 20_000 })
      .toBe('done');
    await lastReply(page).locator('.bubble').click();
    await page.getByRole('button', { name: 'Other version (1)' }).click();
    await expect.poll(() => lastReply(page).innerText()).toBe(firstReply);

    // The chat list shows the conversation with its last message.
    await page.goto(`${appUrl}/chat`);
    await page.locator('.chat-list__item', { hasText: 'Sofia' }).waitFor();

    // Playing her free story opens a new conversation with the story's first line.
    await page.goto(`${appUrl}/role/sofia`);
    const story = page.locator('.role-story').first();
    const opening = await story.locator('blockquote').innerText();
    await story.getByRole('button', { name: 'Play this story' }).click();
    await page
      .locator('.bubble-row', { hasText: opening.slice(-20) })
      .first()
      .waitFor();
  });
});

describe('chatting in the Mini App', () => {
  it('signs in silently with Telegram, streams a reply, and a reload mid-stream still finishes it', async () => {
    const app = await launchMiniApp(browser.page, { userId: String(Date.now()) });
    await app.locator('.adult-check button').first().click();
    await expect
      .poll(() => app.evaluate(() => localStorage.getItem('token')))
      .toMatch(/^[\w-]{43}$/);
    await openSofia(app);
    // Inside Telegram the screen's main action is Telegram's own bottom button.
    expect(await app.getByRole('button', { name: /Start chat|Continue chat/ }).count()).toBe(0);
    await pressMainButton(browser.page, /Start chat|Continue chat/);
    await app.locator('.bubble-row').first().waitFor();
    await sendAndWatchStream(app, 'Hello from Telegram');
    // Telegram's "Reload page" loads the Mini App again at the same address, launch data included.
    await app.goto(app.url());
    await expect
      .poll(async () => lastReply(app).getAttribute('data-status'), { timeout: 20_000 })
      .toBe('done');
    const reply = await lastReply(app).innerText();
    expect(reply.length).toBeGreaterThan(0);
    expect(reply).not.toContain('Hello from Telegram');
  });
});
