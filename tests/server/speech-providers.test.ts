import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoVoiceProvider } from '../../src/server/providers/speech/demo-voice/demo-voice-provider';
import { createOpenAiSpeechProvider } from '../../src/server/providers/speech/openai-speech';
import { SpeechProviderError } from '../../src/server/providers/speech/speech-provider';
import { type FakeSpeech, fakeAudioOf, startFakeSpeech } from './helpers/fake-speech';

const request = {
  text: 'Hello there, darling.',
  voice: 'af_bella',
  locale: 'en',
  speed: 1,
} as const;
const options = () => ({ signal: new AbortController().signal, maxBytes: 1_000_000 });

describe('the OpenAI-compatible speech provider', () => {
  let fake: FakeSpeech;
  const provider = (timeoutMs = 5_000, voices: string[] = []) =>
    createOpenAiSpeechProvider({
      baseUrl: fake.baseUrl,
      apiKey: 'test-key',
      model: 'kokoro',
      voices,
      timeoutMs,
    });

  beforeAll(async () => {
    fake = await startFakeSpeech();
  });
  afterAll(() => fake.close());

  it('sends model, voice, input, format and speed, and reads the chunked audio whole', async () => {
    fake.script({ kind: 'speak' });
    const speech = await provider().synthesize({ ...request, speed: 1.25 }, options());
    expect(speech.contentType).toBe('audio/mpeg');
    expect(speech.bytes.equals(fakeAudioOf(request.text))).toBe(true);
    expect(fake.requests.at(-1)).toEqual({
      model: 'kokoro',
      voice: 'af_bella',
      input: request.text,
      responseFormat: 'mp3',
      speed: 1.25,
    });
  });

  it('lists the server voices, or the configured ones instead', async () => {
    expect(await provider().listVoices()).toEqual([
      { id: 'af_bella', name: 'af_bella' },
      { id: 'af_sky', name: 'af_sky' },
    ]);
    expect(await provider(5_000, ['nova']).listVoices()).toEqual([{ id: 'nova', name: 'nova' }]);
  });

  it('turns an HTTP error into a provider error that says whether to retry', async () => {
    fake.script({ kind: 'status', status: 503 });
    const unavailable = await provider()
      .synthesize(request, options())
      .catch((error) => error);
    expect(unavailable).toBeInstanceOf(SpeechProviderError);
    expect(unavailable.retryable).toBe(true);
    fake.script({ kind: 'status', status: 400 });
    const refused = await provider()
      .synthesize(request, options())
      .catch((error) => error);
    expect(refused).toBeInstanceOf(SpeechProviderError);
    expect(refused.retryable).toBe(false);
  });

  it('gives up on a server that never answers', async () => {
    fake.script({ kind: 'hang' });
    const error = await provider(300)
      .synthesize(request, options())
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error.message).toMatch(/did not answer in time/);
  });

  it('fails, rather than keeping half the audio, when the stream is cut halfway', async () => {
    fake.script({ kind: 'cut' });
    const error = await provider()
      .synthesize({ ...request, text: 'A much longer sentence. '.repeat(20) }, options())
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error.retryable).toBe(true);
  });

  it('refuses audio longer than the bound', async () => {
    fake.script({ kind: 'speak' });
    const error = await provider()
      .synthesize(request, { signal: new AbortController().signal, maxBytes: 100 })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error.message).toMatch(/longer than 100 bytes/);
  });

  it('stops when the caller aborts', async () => {
    fake.script({ kind: 'hang' });
    const controller = new AbortController();
    const pending = provider().synthesize(request, { signal: controller.signal, maxBytes: 1_000 });
    await expect.poll(() => fake.requests.length).toBeGreaterThan(0);
    const reason = new Error('left the screen');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('the demo voice', () => {
  const demo = createDemoVoiceProvider();
  afterAll(() => demo.close());

  it('speaks English and Arabic as WAV through eSpeak NG in a process of its own', async () => {
    const [english, arabic] = await Promise.all([
      demo.synthesize({ ...request, voice: 'demo-aria' }, options()),
      demo.synthesize(
        { ...request, voice: 'demo-bella', locale: 'ar', text: 'مرحبا حبيبي' },
        options(),
      ),
    ]);
    for (const speech of [english, arabic]) {
      expect(speech.contentType).toBe('audio/wav');
      expect(speech.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(speech.bytes.length).toBeGreaterThan(10_000);
    }
  });

  it('reads a text starting with a dash as text, not as an option', async () => {
    const speech = await demo.synthesize(
      { ...request, voice: 'demo-aria', text: '-v xx' },
      options(),
    );
    expect(speech.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  it('says which locales it speaks and labels itself a demo', async () => {
    expect(demo.isDemo).toBe(true);
    expect(demo.speaksLocale('en')).toBe(true);
    expect(demo.speaksLocale('ar')).toBe(true);
    expect(demo.speaksLocale('ja')).toBe(false);
    await expect(
      demo.synthesize({ ...request, locale: 'ja', text: 'こんにちは' }, options()),
    ).rejects.toBeInstanceOf(SpeechProviderError);
    expect((await demo.listVoices()).map((voice) => voice.id)).toContain('demo-aria');
  });

  it('refuses audio longer than the bound', async () => {
    await expect(
      demo.synthesize(
        { ...request, voice: 'demo-aria' },
        { signal: new AbortController().signal, maxBytes: 1_000 },
      ),
    ).rejects.toThrow(/longer than 1000 bytes/);
  });
});
