import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshBrowserPerTest } from './helpers/browser';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const studio = inject('studioUsers');
const browser = freshBrowserPerTest();

/** Opens a chat with `characterId` from her page and waits for her greeting. */
async function openChat(page: Page, characterId: string) {
  await page.goto(`${appUrl}/role/${characterId}`);
  await page.getByRole('button', { name: /Start chat|Continue chat/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chat\/[\w-]+$/);
  await page.locator('.bubble-row').first().waitFor();
}

describe('managing a chat', () => {
  it('starts a new chat with her and resets her memory from the conversation, and deletes a chat from the list', async () => {
    const { page } = browser;
    await signInAs(page, studio.web);
    await openChat(page, 'kai');
    const first = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('dialog', { name: 'Chat with Kai' });
    await menu.getByRole('button', { name: 'Reset memory' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset memory' }).click();
    await page.getByText('Her memory of this chat is reset').waitFor();

    await page.getByRole('button', { name: 'More' }).click();
    await page
      .getByRole('dialog', { name: 'Chat with Kai' })
      .getByRole('button', { name: 'New chat with Kai' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(first);
    await page.locator('.bubble-row').first().waitFor();

    // Two chats with Kai in the list; the menu on one deletes it.
    await page.goto(`${appUrl}/chat`);
    const rows = page.locator('.chat-list > li', { hasText: 'Kai' });
    await expect.poll(() => rows.count()).toBe(2);
    await rows.first().getByRole('button', { name: 'More for the chat with Kai' }).click();
    await page
      .getByRole('dialog', { name: 'Chat with Kai' })
      .getByRole('button', { name: 'Delete chat' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete chat' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.locator('.chat-list > li', { hasText: 'Kai' }).count()).toBe(1);
  });
});
