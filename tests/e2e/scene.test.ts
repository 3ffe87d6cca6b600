// A conversation's scene and "Try again, but…" on a phone: the scene is edited from the line
// under the chat's header, the next photo is drawn in it (what the server stored for the drawing
// says so), and her last reply is written again with a note. In English on the web, and in
// Arabic inside the Telegram harness.
import { desc, eq } from 'drizzle-orm';
import type { Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIGN_HEADER } from '../../src/contract/constants';
import { DEV_BOT_TOKEN } from '../../src/contract/local-bot-api';
import { signRequestBody } from '../../src/contract/request-sign';
import { generationJobs } from '../../src/server/db/schema/generation-jobs';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { passAdultCheck } from './helpers/adult-check';
import { type BrowserSession, openBrowser } from './helpers/browser';
import { startInProcessApp } from './helpers/in-process-app';
import { signInAs } from './helpers/sign-in-as';

let app: Awaited<ReturnType<typeof startInProcessApp>>;
let browser: BrowserSession;
beforeAll(async () => {
  app = await startInProcessApp({ TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN, DEMO_MODEL_DELAY_MS: '20' });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function callApi<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const text = JSON.stringify(body);
  const response = await fetch(`${app.url}/api${path}`, {
    method: 'POST',
    body: text,
    headers: {
      'content-type': 'application/json',
      [SIGN_HEADER]: signRequestBody(text, app.env.API_SIGN_SECRET),
    },
  });
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

const openChat = async (token: string) =>
  (
    await callApi<{ conversationId: string }>('/v1/session/from/character', {
      token,
      characterId: 'sofia',
    })
  ).conversationId;

/** The scene the last chat photo of `userId` was ordered with, as the server stored it. */
async function lastPhotoScene(userId: string) {
  const [job] = await app.db
    .select({ input: generationJobs.input })
    .from(generationJobs)
    .where(eq(generationJobs.userId, userId))
    .orderBy(desc(generationJobs.createdAt))
    .limit(1);
  return job?.input.scene;
}

const energyOf = async (userId: string) =>
  (await app.db.select({ energy: users.energy }).from(users).where(eq(users.id, userId)))[0]
    ?.energy;

const replies = (target: Page | Frame) => target.locator('.bubble-row:not(.bubble-row--mine)');

/** Waits until `count` replies are shown and the last one is finished. */
async function waitForReplies(target: Page | Frame, count: number) {
  await expect.poll(() => replies(target).count(), { timeout: 20_000 }).toBe(count);
  await expect
    .poll(() => replies(target).last().getAttribute('data-status'), { timeout: 20_000 })
    .toBe('done');
}

/** Whether an element lies within its window's width (the phone's, or the Telegram frame's). */
const fitsTheWidth = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
  });

/** Edits the scene in its sheet (the fields by their names) and saves it. */
async function editScene(
  target: Page | Frame,
  names: { line: RegExp; sheet: string; save: string },
  fields: Record<string, string>,
) {
  await target.getByRole('button', { name: names.line }).click();
  const sheet = target.getByRole('dialog', { name: names.sheet });
  await sheet.waitFor();
  for (const [name, value] of Object.entries(fields)) {
    await sheet.locator(`[name="${name}"]`).fill(value);
  }
  await sheet.getByRole('button', { name: names.save }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** Opens her last reply's actions, asks for a new version with `note`, and waits for it. */
async function regenerateWithHint(
  target: Page | Frame,
  names: { actions: string; tryAgain: string; write: string },
  note: string,
) {
  const count = await replies(target).count();
  const before = await replies(target).last().innerText();
  await replies(target).last().getByRole('button', { name: names.actions }).click();
  await target.getByRole('button', { name: names.tryAgain }).click();
  await target.getByRole('textbox', { name: names.tryAgain }).fill(note);
  await target.getByRole('button', { name: names.write }).click();
  await waitForReplies(target, count);
  await expect.poll(() => replies(target).last().innerText()).not.toBe(before);
}

describe('the scene and a hinted new reply on a phone', () => {
  it('in English: edit the scene, the next photo follows it, then try again with a note', async () => {
    const user = await signIn(app.db, emailIdentity(`scene.${Date.now()}@example.com`), {
      nick: 'walker',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    const conversationId = await openChat(user.token);
    const page = await browser.context.newPage();
    await signInAs(page, user);
    await page.goto(`${app.url}/chat/${conversationId}`);
    // The line starts from her scenario and usual clothes.
    const line = page.getByRole('button', { name: /^Scene/ });
    await line.getByText('cropped cardigan and high-waisted jeans').waitFor();

    await editScene(
      page,
      { line: /^Scene/, sheet: 'The scene', save: 'Save the scene' },
      { place: 'a sunny beach', timeOfDay: 'sunset', outfit: 'red silk dress', mood: 'playful' },
    );
    await line.getByText('a sunny beach · sunset · red silk dress · playful').waitFor();
    // The line fits the phone's width.
    expect(await fitsTheWidth(line)).toBe(true);

    await page.getByRole('button', { name: 'Ask for a photo' }).click();
    await waitForReplies(page, 2);
    expect(await app.generation.runWoken()).toBe(1);
    expect(await lastPhotoScene(user.uid)).toEqual({
      place: 'a sunny beach',
      timeOfDay: 'sunset',
      outfit: 'red silk dress',
      mood: 'playful',
    });

    const energy = await energyOf(user.uid);
    await regenerateWithHint(
      page,
      { actions: 'Message actions', tryAgain: 'Try again, but…', write: 'Write it again' },
      'sweeter, tell me you miss me',
    );
    // Charged like a new reply, and the first version is kept to swipe back to.
    expect(await energyOf(user.uid)).toBe((energy ?? 0) - 1);
    await replies(page).last().getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('button', { name: 'Other version (1)' }).waitFor();
    await page.close();
  });

  it('in Arabic inside Telegram: edit the scene, the next photo follows it, then try again with a note', async () => {
    // A browser of its own: nothing of the English user's session in the app's storage.
    const telegram = await openBrowser({ locale: 'ar' });
    try {
      await inTelegramInArabic(await telegram.context.newPage());
    } finally {
      await telegram.close();
    }
  });
});

/** The Arabic Telegram user's visit: the scene, the photo drawn in it, and a hinted new reply. */
async function inTelegramInArabic(page: Page) {
  const query = new URLSearchParams({
    app: `${app.url}/`,
    lang: 'ar',
    userId: String(Date.now() % 1_000_000_000),
  });
  await page.goto(`${inject('harnessUrl')}?${query}`);
  const frameElement = await page.waitForSelector('#app-frame');
  await expect
    .poll(async () => (await frameElement.contentFrame())?.url() ?? '')
    .toContain(app.url);
  const frame = (await frameElement.contentFrame()) as Frame;
  await frame.waitForSelector('.app-root');
  await passAdultCheck(frame);
  await expect
    .poll(() => frame.evaluate(() => localStorage.getItem('token')))
    .toMatch(/^[\w-]{43}$/);
  const token = (await frame.evaluate(() => localStorage.getItem('token'))) as string;
  const uid = (await frame.evaluate(() => localStorage.getItem('uid'))) as string;
  const conversationId = await openChat(token);
  await frame.goto(`${app.url}/ar/chat/${conversationId}`);
  await expect.poll(() => frame.evaluate(() => document.documentElement.dir)).toBe('rtl');

  await editScene(
    frame,
    { line: /^المشهد/, sheet: 'المشهد', save: 'احفظ المشهد' },
    { place: 'شاطئ مشمس', outfit: 'فستان حريري أحمر' },
  );
  const line = frame.getByRole('button', { name: /^المشهد/ });
  await line.getByText('شاطئ مشمس').waitFor();
  // Right to left, and within the phone's width.
  expect(await fitsTheWidth(line)).toBe(true);
  expect(await line.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

  await frame.getByRole('button', { name: 'طلب صورة' }).click();
  await waitForReplies(frame, 2);
  expect(await app.generation.runWoken()).toBe(1);
  expect(await lastPhotoScene(uid)).toMatchObject({
    place: 'شاطئ مشمس',
    outfit: 'فستان حريري أحمر',
  });

  await regenerateWithHint(
    frame,
    { actions: 'خيارات الرسالة', tryAgain: 'حاول مجددًا، لكن…', write: 'اكتبه مجددًا' },
    'أكثر رومانسية، قولي إنك تشتاقين إلي',
  );
}
