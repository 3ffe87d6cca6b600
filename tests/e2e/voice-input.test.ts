// Talk instead of type: the chat's microphone records through Chromium's fake microphone (a WAV
// made here), the fake speech-to-text server answers its transcript, and that text goes out as the
// person's message, charged like a typed one, with her reply after it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { type FakeStt, startFakeStt } from '../server/helpers/fake-stt';
import { makeRecording } from '../server/helpers/voice-recordings';
import { type BrowserSession, openBrowser } from './helpers/browser';
import { startInProcessApp } from './helpers/in-process-app';
import { signInAs } from './helpers/sign-in-as';

let stt: FakeStt;
let app: Awaited<ReturnType<typeof startInProcessApp>>;
let browser: BrowserSession;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'fake-microphone-'));
  // What the fake microphone plays, over and over: a tone, as 16-bit PCM WAV.
  const wav = path.join(folder, 'voice.wav');
  writeFileSync(wav, await makeRecording(3, 'wav'));
  stt = await startFakeStt();
  app = await startInProcessApp({ STT_BASE_URL: stt.baseUrl });
  browser = await openBrowser({
    extraArgs: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  });
  await browser.context.grantPermissions(['microphone'], { origin: app.url });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await stt?.close();
  rmSync(folder, { recursive: true, force: true });
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

describe('talking instead of typing', () => {
  it('records while the microphone is held, and sends what was heard as the message', async () => {
    const user = await signIn(app.db, emailIdentity(`voice.${Date.now()}@example.com`), {
      nick: 'speaker',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    const conversationId = await openChat(user.token);
    const page = await browser.context.newPage();
    await signInAs(page, user);
    await page.goto(`${app.url}/chat/${conversationId}`);
    await page.getByText('1 energy per message · 100 left').waitFor();

    stt.script({ kind: 'text', text: 'Tell me about the sea tonight' });
    const microphone = page.getByRole('button', { name: 'Hold to record a voice message' });
    await microphone.hover();
    await page.mouse.down();
    // Held until the recorder has counted a whole second.
    await page
      .getByRole('status')
      .filter({ hasText: /Recording 0:0[1-9]/ })
      .waitFor();
    await page.mouse.up();

    await page.locator('.bubble', { hasText: 'Tell me about the sea tonight' }).waitFor();
    await page.getByText('1 energy per message · 99 left').waitFor();
    // The recording reached the server as 16 kHz mono WAV of about the time it was held.
    expect(stt.requests).toHaveLength(1);
    expect(stt.requests[0]).toMatchObject({ language: 'en', wavFormat: { sampleRate: 16_000 } });
    expect(stt.requests[0]?.wavSeconds).toBeGreaterThan(0.9);
    // Her reply follows the spoken message, written and stored (its time shown).
    const rows = page.locator('.bubble-row');
    await expect
      .poll(async () => (await rows.last().getAttribute('class')) ?? '', { timeout: 30_000 })
      .not.toContain('bubble-row--mine');
    await rows.last().locator('.bubble__time').waitFor({ timeout: 30_000 });
    const mine = page.locator('.bubble-row--mine');
    expect(await mine.count()).toBe(1);
    expect(await mine.innerText()).toContain('Tell me about the sea tonight');
    await page.close();
  });
});
