import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { seedShippedContent } from '../../src/server/seed';
import { type RunningServer, removeDataDir, startAppServer } from '../helpers/app-server';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const browser = freshBrowserPerTest();

/**
 * A server of this file's own: counts shown from a threshold only its characters reach, and a
 * member with the last energy point, seeded before it starts (the embedded database is the
 * server's alone once it runs).
 */
let counting: RunningServer;
let lastEnergy: { token: string; uid: string };
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paywall-e2e-'));
  lastEnergy = await seedLastEnergyMember(dataDir);
  counting = await startAppServer({
    DATA_DIR: dataDir,
    TRUST_MIN_MEMBERS: '1000000000',
    TRUST_MIN_MESSAGES: '1000000000',
    TRUST_MIN_CHARACTERS: '1',
  });
});
afterAll(async () => {
  await counting.stop();
  removeDataDir(counting.dataDir);
});

async function seedLastEnergyMember(dataDir: string) {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    await seedShippedContent(database.db);
    const member = await signIn(
      database.db,
      emailIdentity(`last.energy.${Date.now()}@example.com`),
      {
        nick: 'Last energy',
        lang: 'en',
        channel: null,
        inviter: null,
      },
    );
    await database.db
      .update(users)
      .set({ energy: 1, goldBalance: 0 })
      .where(eq(users.id, member.uid));
    return { token: member.token, uid: member.uid };
  } finally {
    await database.close();
  }
}

/** The figures the premium page shows, as [value, word] pairs. */
function figuresOf(page: Page) {
  return page
    .locator('.trust__figure')
    .evaluateAll((figures) =>
      figures.map((figure) => [
        figure.querySelector('dt')?.textContent ?? '',
        figure.querySelector('dd')?.textContent ?? '',
      ]),
    );
}

describe('the premium page’s figures', () => {
  it('leaves out every count below its threshold (the defaults, on a small server)', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/premium`);
    await passAdultCheck(page);
    await page.getByRole('button', { name: /^Continue/ }).waitFor();
    // The brand content has been asked for and drawn by the time the plans are up.
    await expect.poll(() => page.locator('.social-proof').count()).toBe(1);
    expect(await page.locator('.trust').count()).toBe(0);
    expect(await page.getByText(/members|messages sent/).count()).toBe(0);
  });

  it('shows a count that reaches its threshold, with the word agreeing with it', async () => {
    const { page } = browser;
    await page.goto(`${counting.url}/premium`);
    await passAdultCheck(page);
    // Members and messages are far below theirs; the catalogue's characters pass.
    await expect.poll(() => figuresOf(page).then((figures) => figures.length)).toBe(1);
    const [[value, word] = []] = await figuresOf(page);
    expect(word).toBe('characters');
    expect(Number(value)).toBeGreaterThanOrEqual(24);
  });
});

describe('a toast over the Get VIP sheet', () => {
  it('keeps clear of the sheet’s title and close button when the energy runs out', async () => {
    const { context } = browser;
    // Two tabs of one member with 1 energy and no coins: the first spends it, the second still
    // shows "1 left", so its send is refused by the server as a person meets it: a toast saying
    // why, and the Get VIP sheet.
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) await signInAs(page, lastEnergy);
    await first.goto(`${counting.url}/role/sofia`);
    await first.getByRole('button', { name: 'Start chat' }).click();
    await expect.poll(() => new URL(first.url()).pathname).toMatch(/^\/chat\/[\w-]+$/);
    await second.goto(first.url());
    for (const page of [first, second]) {
      await page.getByText('1 energy per message · 1 left').waitFor();
    }
    await first.getByRole('textbox', { name: 'Message' }).fill('Hello there');
    await first.getByRole('button', { name: 'Send', exact: true }).click();
    await first.getByText(/Out of energy and coins/).waitFor();

    await second.getByRole('textbox', { name: 'Message' }).fill('Are you still there?');
    await second.getByRole('button', { name: 'Send', exact: true }).click();
    const sheet = second.getByRole('dialog', { name: 'Get VIP' });
    await sheet.waitFor();
    const toast = second.locator('.toast-list__toast');
    await toast.waitFor();
    // Measured once the sheet has slid in.
    await expect.poll(() => sheet.evaluate((element) => element.getAnimations().length)).toBe(0);
    const [toastBox, sheetBox] = await Promise.all([toast.boundingBox(), sheet.boundingBox()]);
    if (!toastBox || !sheetBox) throw new Error('toast or sheet not laid out');
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(sheetBox.y);
    // What a tap on the close button reaches is the close button.
    const isCloseOnTop = await sheet.getByRole('button', { name: 'Close' }).evaluate((close) => {
      const box = close.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && close.contains(hit);
    });
    expect(isCloseOnTop).toBe(true);
  });
});
