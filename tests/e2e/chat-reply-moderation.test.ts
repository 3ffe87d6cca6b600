// A reply from a real (fake) OpenAI-compatible model that turns to what the moderation checker
// refuses: the chat shows its clean first sentence while the rest is checked, then ends it with
// the withheld notice in its place, and the energy counter comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { type FakeOpenAi, startFakeOpenAi } from '../server/helpers/fake-openai';
import { type BrowserSession, openBrowser } from './helpers/browser';
import { startInProcessApp } from './helpers/in-process-app';
import { signInAs } from './helpers/sign-in-as';

const WITHHELD =
  'Reply withheld: it turned to sexual content involving minors, which is not allowed. You were not charged for it.';

let fake: FakeOpenAi;
let app: Awaited<ReturnType<typeof startInProcessApp>>;
let browser: BrowserSession;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await startInProcessApp({ LLM_BASE_URL: fake.baseUrl });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await fake?.close();
});

async function openChat(token: string) {
  const text = JSON.stringify({ token, characterId: 'mei' });
  const response = await fetch(`${app.url}/api/v1/session/from/character`, {
    method: 'POST',
    body: text,
    headers: {
      'content-type': 'application/json',
      [SIGN_HEADER]: signRequestBody(text, app.env.API_SIGN_SECRET),
    },
  });
  return ((await response.json()) as { data: { conversationId: string } }).data.conversationId;
}

describe('a model reply the moderation checker refuses', () => {
  it('ends cleanly in the chat with its notice, and the energy comes back', async () => {
    const user = await signIn(app.db, emailIdentity(`withheld.${Date.now()}@example.com`), {
      nick: 'reader',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    const conversationId = await openChat(user.token);
    const page = await browser.context.newPage();
    await signInAs(page, user);
    await page.goto(`${app.url}/chat/${conversationId}`);
    await page.getByText('1 energy per message · 100 left').waitFor();

    // Held after the clean sentence, so the test sees it shown before the flagged one comes.
    fake.script({
      kind: 'stream',
      words: [
        '*Mei looks up from her book.* ',
        'Welcome home. ',
        'She is ',
        '14 ',
        'years old ',
        'and na',
        'ked. ',
        'More.',
      ],
      holdAfter: 2,
    });
    await page.getByRole('textbox').fill('Tell me a story');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('.bubble', { hasText: 'Welcome home.' }).waitFor();
    fake.release();

    await page.locator('.bubble', { hasText: WITHHELD }).waitFor();
    await expect.poll(() => page.locator('.bubble', { hasText: 'Welcome home.' }).count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('14 years');
    await page.getByText('1 energy per message · 100 left').waitFor();

    // Opened again, the conversation keeps the notice, from the server.
    await page.reload();
    await page.locator('.bubble', { hasText: WITHHELD }).waitFor();
    await page.getByText('1 energy per message · 100 left').waitFor();
  });
});
