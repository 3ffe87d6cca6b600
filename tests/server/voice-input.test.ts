import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { VOICE_MAX_BYTES, VOICE_UPLOAD_PATH } from '../../src/contract/voice-input';
import { balancesOf, openConversation, setBalances } from './helpers/chat';
import { type FakeStt, startFakeStt } from './helpers/fake-stt';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { makeRecording } from './helpers/voice-recordings';

let fake: FakeStt;
let t: TestApp;
let recording: Buffer;
beforeAll(async () => {
  fake = await startFakeStt();
  t = await createTestApp({ STT_BASE_URL: fake.baseUrl, STT_MODEL: 'whisper-test' });
  recording = await makeRecording(1.5, 'webm');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** Posts a recording as the chat's microphone does. */
async function upload(
  app: TestApp,
  body: Uint8Array,
  query: { conversationId: string; lang?: string },
  token: string | null,
) {
  const search = new URLSearchParams(query);
  const response = await app.app.request(`${VOICE_UPLOAD_PATH}?${search}`, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: {
      'content-type': 'audio/webm',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return {
    status: response.status,
    envelope: (await response.json()) as {
      code: number;
      msg: string;
      data: { text: string; durationSeconds: number } | null;
    },
  };
}

describe('voice messages in the app', () => {
  it('transcribes a recording in the chat language, and the transcript is sent like a typed message', async () => {
    const user = await signInWithEmail(t, 'voice-one@example.com');
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    await setBalances(t, user.uid, { energy: 10, goldBalance: 0 });
    fake.script({ kind: 'text', text: ' How was your day? ' });

    const heard = await upload(t, recording, { conversationId, lang: 'zh-hant' }, user.token);
    expect(heard.status).toBe(200);
    expect(heard.envelope.code).toBe(0);
    expect(heard.envelope.data?.text).toBe('How was your day?');
    expect(heard.envelope.data?.durationSeconds).toBeGreaterThan(1.4);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      model: 'whisper-test',
      language: 'zh',
      wavFormat: { sampleRate: 16_000, channels: 1 },
    });
    // Transcribing alone charges nothing; the message it becomes costs what a typed one does.
    expect(await balancesOf(t, user.uid)).toMatchObject({ energy: 10, ledgerRows: 0 });

    const sent = await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: heard.envelope.data?.text,
    });
    expect(sent.envelope.code).toBe(0);
    expect(sent.envelope.data).toMatchObject({ userMessage: { content: 'How was your day?' } });
    expect(await balancesOf(t, user.uid)).toMatchObject({ energy: 9, ledgerRows: 1 });
  });

  it('refuses audio outside the limits before asking the server', async () => {
    const user = await signInWithEmail(t, 'voice-limits@example.com');
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const cases = [
      [new Uint8Array(VOICE_MAX_BYTES + 1), REFUSAL_CODE.voiceTooLarge, 413],
      [new TextEncoder().encode('not a recording'), REFUSAL_CODE.voiceUnreadable, 415],
      [await makeRecording(61, 'ogg'), REFUSAL_CODE.voiceTooLong, 413],
      [await makeRecording(0.2, 'webm'), REFUSAL_CODE.voiceTooShort, 422],
    ] as const;
    for (const [body, code, status] of cases) {
      const answer = await upload(t, body, { conversationId }, user.token);
      expect(answer.envelope.code).toBe(code);
      expect(answer.status).toBe(status);
      expect(answer.envelope.msg).not.toBe('');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('says so when the server fails or hears no words, and charges nothing', async () => {
    const user = await signInWithEmail(t, 'voice-fail@example.com');
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    fake.script({ kind: 'status', status: 500 });
    const failed = await upload(t, recording, { conversationId }, user.token);
    expect(failed).toMatchObject({
      status: 503,
      envelope: { code: REFUSAL_CODE.transcriptionFailed },
    });
    fake.script({ kind: 'text', text: '   ' });
    const silent = await upload(t, recording, { conversationId }, user.token);
    expect(silent).toMatchObject({ status: 422, envelope: { code: REFUSAL_CODE.nothingHeard } });
    expect((await balancesOf(t, user.uid)).ledgerRows).toBe(0);
  });

  it('takes recordings only from the signed-in owner of the conversation who can pay for the message, with valid params', async () => {
    const owner = await signInWithEmail(t, 'voice-owner@example.com');
    const other = await signInWithEmail(t, 'voice-other@example.com');
    const conversationId = await openConversation(t, owner.token, 'sofia', true);
    const anonymous = await upload(t, recording, { conversationId }, null);
    expect(anonymous).toMatchObject({ status: 401, envelope: { code: 1003 } });
    const stranger = await upload(t, recording, { conversationId }, other.token);
    expect(stranger.envelope.code).toBe(REFUSAL_CODE.notFound);
    await setBalances(t, owner.uid, { energy: 0, goldBalance: 0 });
    const broke = await upload(t, recording, { conversationId }, owner.token);
    expect(broke).toMatchObject({ status: 403, envelope: { code: REFUSAL_CODE.notEnoughEnergy } });
    const badLang = await upload(t, recording, { conversationId, lang: 'xx' }, owner.token);
    expect(badLang).toMatchObject({ status: 400, envelope: { code: 1000 } });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('without a speech-to-text server', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('hides the microphone, refuses recordings, and tells the operator', async () => {
    const config = await off.call('/v1/config', {});
    expect(config.envelope.data).toMatchObject({ voiceInput: false });
    const user = await signInWithEmail(off, 'voice-off@example.com');
    const conversationId = await openConversation(off, user.token, 'sofia', true);
    const answer = await upload(off, recording, { conversationId }, user.token);
    expect(answer).toMatchObject({ status: 503, envelope: { code: REFUSAL_CODE.voiceInputOff } });
    const ready = (await (await off.app.request('/readyz')).json()) as { notes: string[] };
    expect(ready.notes.join(' ')).toMatch(/STT_BASE_URL/);
    const on = await t.call('/v1/config', {});
    expect(on.envelope.data).toMatchObject({ voiceInput: true });
  });
});
