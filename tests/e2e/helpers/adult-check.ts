import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Confirms the age check with its first button, whatever the language. */
export async function passAdultCheck(page: Page | Frame) {
  const dialog = page.locator('.adult-check');
  await dialog.waitFor();
  await dialog.getByRole('button').first().click();
  await expect.poll(() => dialog.count()).toBe(0);
}
