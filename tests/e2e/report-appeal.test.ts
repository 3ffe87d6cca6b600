// A report that hides a gallery photo, its owner's appeal from Account status, and the moderator
// upholding it with the support command's function: the photo is back in the gallery.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { runModerationCommand } from '../../src/server/features/reports/moderation-commands';
import { type BrowserSession, openBrowser } from './helpers/browser';
import { startInProcessApp } from './helpers/in-process-app';
import { signInAs } from './helpers/sign-in-as';

let app: Awaited<ReturnType<typeof startInProcessApp>>;
let browser: BrowserSession;
beforeAll(async () => {
  app = await startInProcessApp();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const newUser = async (name: string) => {
  const user = await signIn(app.db, emailIdentity(`${name}.${Date.now()}@example.com`), {
    nick: name,
    lang: 'en',
    channel: null,
    inviter: null,
  });
  await app.db.update(users).set({ goldBalance: 100 }).where(eq(users.id, user.uid));
  return user;
};

async function call<T>(path: string, body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  const response = await fetch(`${app.url}/api${path}`, {
    method: 'POST',
    body: text,
    headers: {
      'content-type': 'application/json',
      [SIGN_HEADER]: signRequestBody(text, app.env.API_SIGN_SECRET),
    },
  });
  return (await response.json()) as { code: number; data: T };
}

const galleryIds = async () =>
  (
    await call<{ list: { itemId: string }[] }>('/v1/ugc/gallery', { characterId: 'mei' })
  ).data.list.map((item) => item.itemId);

async function pageAs(user: { token: string; uid: string }): Promise<Page> {
  const page = await browser.context.newPage();
  await signInAs(page, user);
  return page;
}

describe('reporting a photo and appealing', () => {
  it('hides a reported photo until the moderator upholds its owner’s appeal', async () => {
    const owner = await newUser('painter');
    const reader = await newUser('reader');
    const order = await call<{ itemId: string }>('/v1/ugc/photo/generate', {
      token: owner.token,
      characterId: 'mei',
      prompt: 'beach, sunset, summer dress, smiling, golden hour, soft light',
    });
    expect(order.code).toBe(0);
    await app.generation.runWoken();
    const { itemId } = order.data;
    expect(await galleryIds()).toContain(itemId);

    // The reader opens it in the community gallery and reports it.
    const readerPage = await pageAs(reader);
    await readerPage.goto(`${app.url}/ugc/generate-image?tab=community`);
    await readerPage.getByRole('button', { name: 'Open the photo of Mei' }).first().click();
    await readerPage.getByRole('dialog').getByRole('button', { name: 'Report' }).click();
    await readerPage.getByRole('radio', { name: 'Seems to be a minor' }).check();
    await readerPage.getByRole('button', { name: 'Send report' }).click();
    await readerPage.getByText('Thank you. Our moderators will look at it.').waitFor();
    expect(await galleryIds()).not.toContain(itemId);

    // Its owner finds why in Settings and appeals once.
    const ownerPage = await pageAs(owner);
    await ownerPage.goto(`${app.url}/settings`);
    await ownerPage.getByRole('link', { name: 'Account status and appeals' }).click();
    await ownerPage
      .getByRole('heading', { name: 'Your photo is hidden while moderators review a report' })
      .waitFor();
    await ownerPage.getByText('Seems to be a minor').waitFor();
    await ownerPage
      .getByLabel('Tell the moderators why this is a mistake (one appeal)')
      .fill('She is an adult woman, the prompt says nothing else');
    await ownerPage.getByRole('button', { name: 'Send appeal' }).click();
    await ownerPage.getByText('Waiting for a moderator to answer.').waitFor();
    await expect(ownerPage.getByRole('button', { name: 'Send appeal' }).count()).resolves.toBe(0);

    // The moderator reads the appeal and upholds it.
    const lines: string[] = [];
    const out = {
      info: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    expect(await runModerationCommand(app.db, app.storage, ['appeals'], out)).toBe(0);
    const appealId = lines.find((line) => line.includes(itemId))?.split(' ')[0] ?? '';
    expect(appealId).not.toBe('');
    expect(
      await runModerationCommand(
        app.db,
        app.storage,
        ['answer-appeal', appealId, 'uphold', 'Checked:', 'she', 'is', 'an', 'adult'],
        out,
      ),
    ).toBe(0);

    // The owner reads the answer; the photo is back for everyone.
    await ownerPage.reload();
    await ownerPage.getByText('Appeal accepted.').waitFor({ timeout: 10_000 });
    await ownerPage.getByText('Checked: she is an adult').waitFor();
    await ownerPage.getByText('Restored: this no longer applies.').waitFor();
    expect(await galleryIds()).toContain(itemId);
    await readerPage.reload();
    await readerPage.getByRole('button', { name: 'Open the photo of Mei' }).first().waitFor();
  });
});
