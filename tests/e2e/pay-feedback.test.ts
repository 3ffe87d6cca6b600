import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { signInWithMailedCode } from './helpers/outbox';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();

/** The mails in the outbox that carry `text` (quoted-printable soft line breaks undone). */
function mailsWith(text: string): string[] {
  const folder = path.join(dataDir, 'outbox');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((eml) => eml.includes(text));
}

describe('a payment that may have gone wrong', () => {
  it('the buyer tells support what happened, and support gets it with the order', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/coins`);
    await passAdultCheck(page);
    await page.getByRole('radio', { name: /100 coins/ }).waitFor();
    await page.getByRole('button', { name: 'Buy' }).click();
    await signInWithMailedCode(page, dataDir, `report.${Date.now()}@example.com`);
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Buy' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: /Sandbox/ }).check();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();

    await page.getByRole('button', { name: 'Tell support what happened' }).click();
    const sheet = page.getByRole('dialog', { name: 'Tell support what happened' });
    const story = `Bank shows a hold ${Date.now()}`;
    await sheet.getByRole('textbox', { name: 'What happened?' }).fill(story);
    await sheet
      .getByRole('textbox', { name: 'How can support reach you? (optional)' })
      .fill('@coin_buyer');
    await sheet.getByRole('button', { name: 'Send to support' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page
      .locator('.toast-list__toast', { hasText: 'Support will look at your order' })
      .waitFor();
    await expect.poll(() => mailsWith(story).length, { timeout: 10_000 }).toBe(1);
    const mail = mailsWith(story)[0] ?? '';
    expect(mail).toMatch(/^To: support@/m);
    expect(mail).toMatch(/Subject: Payment report for order [a-f0-9]{16} \(cancelled\)/);
    expect(mail).toContain('@coin_buyer');
  }, 90_000);
});
