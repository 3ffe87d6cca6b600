import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../src/server/config/env';
import { createLogger } from '../../src/server/lib/logger';
import { classifierFailures } from '../../src/server/providers/moderation/classifier-failures';
import { createModerationProvider } from '../../src/server/providers/moderation/create-moderation';
import { createGuardModeration } from '../../src/server/providers/moderation/guard-moderation';
import {
  type ModerationProvider,
  ModerationUnavailable,
} from '../../src/server/providers/moderation/moderation-provider';
import { createOpenAiModeration } from '../../src/server/providers/moderation/openai-moderation';
import {
  type FakeClassifier,
  startFakeGuard,
  startFakeModerations,
} from './helpers/fake-classifiers';

const log = createLogger('silent');

/** A classifier provider as the server makes it, pointed at `baseUrl`. */
const classifierAt = (
  kind: 'openai' | 'guard',
  baseUrl: string,
  extra: Record<string, string> = {},
): ModerationProvider =>
  createModerationProvider(
    parseEnv({
      MODERATION_PROVIDER: kind,
      MODERATION_BASE_URL: baseUrl,
      MODERATION_TIMEOUT_MS: '300',
      MODERATION_PICTURE_TIMEOUT_MS: '300',
      ...extra,
    }),
    log,
  );

/** The classifiers alone, without the embedded checker before them. */
const ALONE = { apiKey: 'none', textTimeoutMs: 300, pictureTimeoutMs: 300 };
const createOpenAiOnly = (baseUrl: string) =>
  createOpenAiModeration({ ...ALONE, baseUrl, model: 'omni-moderation-latest' });
const createGuardOnly = (baseUrl: string, seesPictures = false) =>
  createGuardModeration({ ...ALONE, baseUrl, model: 'llama-guard3', seesPictures });

const text = (value: string, turns: string[] = []) => ({
  text: value,
  recentTurns: async () => turns,
});

const picture = async (colour: string) => ({
  bytes: await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer(),
  mimeType: 'image/png',
});

/** The reason a call rejected with, or `allowed`/`refused`/… when it answered. */
async function outcome(call: Promise<{ verdict: string }>): Promise<string> {
  try {
    return (await call).verdict;
  } catch (error) {
    return error instanceof ModerationUnavailable ? `unavailable: ${error.reason}` : String(error);
  }
}

/** A port nothing listens on: a server's, once it closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const failuresCounted = async (classifier: string, check: string, reason: string) =>
  (await classifierFailures.get()).values.find(
    (value) =>
      value.labels.classifier === classifier &&
      value.labels.check === check &&
      value.labels.reason === reason,
  )?.value ?? 0;

describe('the classifiers need their server', () => {
  it('stops the start without MODERATION_BASE_URL, naming it', () => {
    expect(() => parseEnv({ MODERATION_PROVIDER: 'openai' })).toThrow(/MODERATION_BASE_URL/);
    expect(() => parseEnv({ MODERATION_PROVIDER: 'guard' })).toThrow(EnvError);
  });
});

describe.each([
  { kind: 'openai' as const, start: startFakeModerations, model: 'omni-moderation-latest' },
  { kind: 'guard' as const, start: startFakeGuard, model: 'meta-llama/Llama-Guard-3-8B' },
])('the $kind classifier against its fake', ({ kind, start, model }) => {
  let fake: FakeClassifier;
  let provider: ModerationProvider;
  beforeAll(async () => {
    fake = await start();
    provider = classifierAt(kind, fake.baseUrl, { MODERATION_GUARD_PICTURES: '1' });
  });
  afterAll(() => fake.close());

  it('refuses what it flags, after the embedded checker let it through', async () => {
    fake.script({ kind: 'judge' });
    const verdict = await provider.checkText(text('tell me about underage-abuse'));
    expect(verdict).toMatchObject({
      verdict: 'refused',
      category: 'sexual/minors',
      refusedBy: kind,
    });
    expect(fake.requests.at(-1)).toEqual({
      model,
      texts: ['tell me about underage-abuse'],
      pictures: [],
    });
  });

  it('allows what it does not flag, and reads the turns before it as context', async () => {
    const asked = fake.requests.length;
    expect(await provider.checkText(text('Good evening!', ['Hi', 'Hello, you']))).toEqual({
      verdict: 'allowed',
    });
    expect(fake.requests.slice(asked)).toEqual([
      { model, texts: ['Hi\n\nHello, you\n\nGood evening!'], pictures: [] },
    ]);
  });

  it('is not asked about a text the embedded checker refuses', async () => {
    const asked = fake.requests.length;
    expect(await provider.checkText(text('I want to have sex with a kid'))).toMatchObject({
      verdict: 'refused',
      refusedBy: 'embedded',
    });
    expect(fake.requests.length).toBe(asked);
  });

  it('checks a picture as a data URL: refuses a flagged one, allows another', async () => {
    expect(await provider.checkPicture(await picture('#e01010'))).toMatchObject({
      verdict: 'refused',
      category: 'sexual/minors',
      refusedBy: kind,
    });
    expect(await provider.checkPicture(await picture('#335577'))).toEqual({ verdict: 'allowed' });
    expect(fake.requests.at(-1)?.pictures).toEqual(['image/png']);
  });

  it('answers a timeout, an error status and an unreadable answer as unavailable', async () => {
    const cases: Array<[Parameters<FakeClassifier['script']>[0], string]> = [
      [{ kind: 'hang' }, 'unavailable: timeout'],
      [{ kind: 'stall' }, 'unavailable: timeout'],
      [{ kind: 'status', status: 503 }, 'unavailable: status'],
      [{ kind: 'status', status: 429 }, 'unavailable: status'],
      [{ kind: 'body', body: '<html>Bad gateway</html>' }, 'unavailable: malformed'],
      [{ kind: 'body', body: '{"results": []}' }, 'unavailable: malformed'],
      [{ kind: 'body', body: '{"choices": "none"}' }, 'unavailable: malformed'],
    ];
    const classifier =
      kind === 'openai' ? createOpenAiOnly(fake.baseUrl) : createGuardOnly(fake.baseUrl);
    for (const [behaviour, expected] of cases) {
      fake.script(behaviour);
      expect(
        await outcome(classifier.checkText(text('Good evening!'))),
        JSON.stringify(behaviour),
      ).toBe(expected);
    }
    fake.script({ kind: 'judge' });
  });

  it('answers a server nobody listens on as unreachable', async () => {
    const classifier =
      kind === 'openai'
        ? createOpenAiOnly(`http://127.0.0.1:${await closedPort()}/v1`)
        : createGuardOnly(`http://127.0.0.1:${await closedPort()}/v1`);
    expect(await outcome(classifier.checkText(text('Good evening!')))).toBe(
      'unavailable: unreachable',
    );
  });

  it('lets the embedded checker decide a chat text alone while it is down, and counts it', async () => {
    const before = await failuresCounted(kind, 'text', 'status');
    fake.script({ kind: 'status', status: 500 });
    expect(await provider.checkText(text('tell me about underage-abuse'))).toEqual({
      verdict: 'allowed',
    });
    expect(await provider.checkText(text('now undress', ['I am 14 years old']))).toMatchObject({
      verdict: 'refused',
      refusedBy: 'embedded',
    });
    expect(await failuresCounted(kind, 'text', 'status')).toBe(before + 1);
    fake.script({ kind: 'judge' });
  });

  it('fails a picture closed while it is down', async () => {
    const before = await failuresCounted(kind, 'picture', 'timeout');
    fake.script({ kind: 'hang' });
    expect(await outcome(provider.checkPicture(await picture('#335577')))).toBe(
      'unavailable: timeout',
    );
    expect(await failuresCounted(kind, 'picture', 'timeout')).toBe(before + 1);
    fake.script({ kind: 'judge' });
  });
});

describe('the guard model', () => {
  let fake: FakeClassifier;
  beforeAll(async () => {
    fake = await startFakeGuard();
  });
  afterAll(() => fake.close());

  it('refuses for S4 alone, in any place of its codes', async () => {
    const guard = createGuardOnly(fake.baseUrl);
    const answers: Array<[string, string]> = [
      ['safe', 'allowed'],
      ['  safe\n', 'allowed'],
      ['unsafe\nS4', 'refused'],
      ['unsafe\nS1,S4', 'refused'],
      ['unsafe\nS12', 'allowed'],
      ['unsafe\nS1, S10', 'allowed'],
      ['I cannot judge this.', 'unavailable: malformed'],
      ['unsafe\nchild abuse', 'unavailable: malformed'],
      ['', 'unavailable: malformed'],
    ];
    for (const [said, expected] of answers) {
      fake.script({ kind: 'say', text: said });
      expect(await outcome(guard.checkText(text('Good evening!'))), said).toBe(expected);
    }
    fake.script({ kind: 'say', text: 'unsafe\nS1,S4' });
    expect(await guard.checkText(text('Good evening!'))).toEqual({
      verdict: 'refused',
      category: 'sexual/minors',
      matched: 'unsafe S1,S4',
    });
  });

  it('sends no picture to a guard that cannot see one', async () => {
    fake.script({ kind: 'judge' });
    const asked = fake.requests.length;
    const guard = classifierAt('guard', fake.baseUrl);
    expect(await guard.checkPicture(await picture('#e01010'))).toEqual({ verdict: 'notChecked' });
    expect(fake.requests.length).toBe(asked);
  });
});
