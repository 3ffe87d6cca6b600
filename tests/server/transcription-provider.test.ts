import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTranscriptionProvider } from '../../src/server/providers/transcription/create-transcription';
import { createOpenAiTranscription } from '../../src/server/providers/transcription/openai-transcription';
import {
  prepareVoiceAudio,
  VoiceAudioRefused,
} from '../../src/server/providers/transcription/prepare-voice-audio';
import {
  TranscriptionUnavailable,
  type VoiceAudio,
} from '../../src/server/providers/transcription/transcription-provider';
import { type FakeStt, startFakeStt } from './helpers/fake-stt';
import { makeRecording } from './helpers/voice-recordings';

const limits = () => ({ minSeconds: 0.5, maxSeconds: 60, signal: AbortSignal.timeout(20_000) });

async function failureOf(task: Promise<unknown>): Promise<TranscriptionUnavailable> {
  const error = await task.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TranscriptionUnavailable);
  return error as TranscriptionUnavailable;
}

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

describe('voice audio for a transcription server', () => {
  it('decodes Ogg Opus, WebM Opus and WAV to 16 kHz mono WAV with their length', async () => {
    for (const format of ['ogg', 'webm', 'wav'] as const) {
      const audio = await prepareVoiceAudio(await makeRecording(2, format), limits());
      expect(audio.wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(audio.wav.readUInt16LE(22)).toBe(1);
      expect(audio.wav.readUInt32LE(24)).toBe(16_000);
      expect(audio.durationSeconds).toBeGreaterThan(1.9);
      expect(audio.durationSeconds).toBeLessThan(2.1);
    }
  });

  it('refuses a recording over the limit, one too short, and bytes that are not audio', async () => {
    const long = prepareVoiceAudio(await makeRecording(4), { ...limits(), maxSeconds: 3 });
    await expect(long).rejects.toMatchObject({ name: 'VoiceAudioRefused', reason: 'too-long' });
    const short = prepareVoiceAudio(await makeRecording(0.2), limits());
    await expect(short).rejects.toMatchObject({ reason: 'too-short' });
    const text = prepareVoiceAudio(Buffer.from('this is not audio at all'), limits());
    await expect(text).rejects.toBeInstanceOf(VoiceAudioRefused);
    await expect(text).rejects.toMatchObject({ reason: 'not-audio' });
  });
});

describe('OpenAI-compatible transcription against a fake server', () => {
  let fake: FakeStt;
  let audio: VoiceAudio;

  beforeAll(async () => {
    fake = await startFakeStt();
    audio = await prepareVoiceAudio(await makeRecording(1.5, 'webm'), limits());
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const provider = (timeoutMs = 5_000) =>
    createOpenAiTranscription({
      baseUrl: fake.baseUrl,
      apiKey: 'stt-key',
      model: 'whisper-small',
      timeoutMs,
    });

  it('posts the audio as a multipart WAV with model, language and key, and answers the text', async () => {
    fake.script({ kind: 'text', text: '  I missed you today  ' });
    expect(await provider().transcribe(audio, { language: 'en' })).toBe('I missed you today');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      model: 'whisper-small',
      language: 'en',
      stream: false,
      responseFormat: 'json',
      authorization: 'Bearer stt-key',
      fileName: 'voice.wav',
      fileType: 'audio/wav',
      wavFormat: { sampleRate: 16_000, channels: 1 },
    });
    expect(request?.wavSeconds).toBeCloseTo(audio.durationSeconds, 2);
  });

  it('leaves the language out when none is known', async () => {
    fake.script({ kind: 'text', text: 'hola' });
    await provider().transcribe(audio);
    expect(fake.requests[0]?.language).toBeNull();
  });

  it('streams the deltas in order, and takes a whole answer from a server that does not stream', async () => {
    fake.script({ kind: 'stream', deltas: ['I ', 'missed ', 'you'] });
    expect(await collect(provider().transcribeStream(audio, { language: 'en' }))).toEqual([
      'I ',
      'missed ',
      'you',
    ]);
    expect(fake.requests[0]?.stream).toBe(true);

    fake.script({ kind: 'text', text: 'all at once' });
    expect(await collect(provider().transcribeStream(audio))).toEqual(['all at once']);
  });

  it('names an HTTP error, a malformed body, a timeout and a cut connection', async () => {
    fake.script({ kind: 'status', status: 503 });
    expect((await failureOf(provider().transcribe(audio))).failure).toBe('status');

    fake.script({ kind: 'malformed' });
    expect((await failureOf(provider().transcribe(audio))).failure).toBe('malformed');

    fake.script({ kind: 'hang' });
    expect((await failureOf(provider(300).transcribe(audio))).failure).toBe('timeout');

    fake.script({ kind: 'cut' });
    expect(['cut', 'unreachable']).toContain(
      (await failureOf(provider().transcribe(audio))).failure,
    );

    fake.script({ kind: 'cut' });
    expect(['cut', 'unreachable']).toContain(
      (await failureOf(collect(provider().transcribeStream(audio)))).failure,
    );
  });

  it('stops when the caller goes away, with the caller reason', async () => {
    fake.script({ kind: 'hang' });
    const caller = new AbortController();
    const task = provider().transcribe(audio, { signal: caller.signal });
    caller.abort(new Error('the user left'));
    await expect(task).rejects.toThrow('the user left');
  });

  it('reports an unreachable server', async () => {
    const closed = await startFakeStt();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const gone = createOpenAiTranscription({ baseUrl, apiKey: 'k', model: 'm', timeoutMs: 5_000 });
    expect((await failureOf(gone.transcribe(audio))).failure).toBe('unreachable');
  });

  it('is off without STT_BASE_URL, and the configured server with it', () => {
    const base = { STT_API_KEY: 'none', STT_MODEL: 'whisper-1', STT_TIMEOUT_MS: 30_000 };
    expect(createTranscriptionProvider({ ...base, STT_BASE_URL: undefined })).toBeNull();
    const configured = createTranscriptionProvider({ ...base, STT_BASE_URL: fake.baseUrl });
    expect(configured).toMatchObject({ name: 'openai', model: 'whisper-1' });
  });
});
