import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SelfieCommands,
  stripSelfieCommands,
} from '../../src/server/features/chat/offers/selfie-command';
import { openConversation, parseEvents, setBalances, streamCall } from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let fake: FakeOpenAi;
let t: TestApp;
let user: SignedIn;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'base-model',
    LLM_FIRST_TOKEN_TIMEOUT_MS: '2000',
    LLM_IDLE_TIMEOUT_MS: '2000',
  });
  user = await signInWithEmail(t, 'offer.openai@example.com');
  await setBalances(t, user.uid, { energy: 100, goldBalance: 0 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

interface Offer {
  line: string;
  state: string;
}

/** Her reply streamed from `words` as the fake model sends them: the chunks shown, and the end. */
async function replyOf(words: string[]) {
  fake.script({ kind: 'stream', words, delayMs: 0 });
  // A fresh conversation each time, so the daily cap per conversation never decides.
  const conversationId = await openConversation(t, user.token, 'sofia', true);
  const response = await streamCall(t, '/v1/session/chat', {
    token: user.token,
    conversationId,
    content: 'Tell me about your evening',
  });
  const events = parseEvents(await response.text());
  const shown = events
    .filter((event) => event.type === 'chunk')
    .map((event) => (event.data as { text: string }).text)
    .join('');
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`the reply ended with ${JSON.stringify(done)}`);
  const { message } = done.data as { message: { content: string; offer?: Offer | null } };
  return { shown, content: message.content, offer: message.offer ?? null };
}

describe('the [selfie: …] command of a real model', () => {
  it('is asked for in the system prompt of a signed-in user', async () => {
    await replyOf(['Hi.']);
    expect(fake.requests.at(-1)?.messages[0]?.content).toContain('[selfie:');
  });

  it('is taken out of the text even split across chunks, and becomes an offer', async () => {
    const reply = await replyOf([
      'Come ',
      'closer. ',
      '[sel',
      'fie: Me on ',
      'the balcony at ',
      'dusk',
      ']',
    ]);
    expect(reply.shown).not.toContain('[');
    // What was shown is what is stored: the space before the command went with it.
    expect(reply.shown).toBe(reply.content);
    expect(reply.content).toBe('Come closer.');
    expect(reply.offer).toMatchObject({ line: 'Me on the balcony at dusk', state: 'open' });
  });

  it('is taken out in the middle of the text, in any case', async () => {
    const reply = await replyOf(['Look. ', '[SELFIE: Me in red]', ' Do you like it?']);
    expect(reply.content).toBe('Look. Do you like it?');
    expect(reply.offer?.line).toBe('Me in red');
  });

  it('drops a malformed command without an offer: unclosed, broken by a line end, or empty', async () => {
    const unclosed = await replyOf(['Hi there. ', '[selfie: me in the ', 'garden']);
    expect(unclosed.content).toBe('Hi there.');
    expect(unclosed.offer).toBeNull();

    const broken = await replyOf(['Hi. [selfie: me\n', 'Anyway, how are you?']);
    expect(broken.content).toBe('Hi.\nAnyway, how are you?');
    expect(broken.offer).toBeNull();

    const empty = await replyOf(['Hi. ', '[selfie:   ]']);
    expect(empty.content).toBe('Hi.');
    expect(empty.offer).toBeNull();
  });

  it('leaves other brackets alone', async () => {
    const reply = await replyOf(['[', 'smiles] ', 'Hi [se', 'lf] you.']);
    expect(reply.content).toBe('[smiles] Hi [self] you.');
    expect(reply.offer).toBeNull();
  });

  it('offers nothing whose line is not safe to draw, nor shows it', async () => {
    const reply = await replyOf(['Sure. ', '[selfie: me dressed as a schoolgirl]']);
    expect(reply.shown).not.toContain('schoolgirl');
    expect(reply.content).toBe('Sure.');
    expect(reply.offer).toBeNull();
  });
});

describe('a reply written again', () => {
  it('loses an offer still open when the new text has none, and gets the new one when it has', async () => {
    fake.script({ kind: 'stream', words: ['Look. ', '[selfie: Me by the window]'], delayMs: 0 });
    const conversationId = await openConversation(t, user.token, 'mei', true);
    const first = parseEvents(
      await (
        await streamCall(t, '/v1/session/chat', {
          token: user.token,
          conversationId,
          content: 'Hi',
        })
      ).text(),
    ).at(-1);
    expect(first?.data).toMatchObject({ message: { offer: { line: 'Me by the window' } } });
    const regenerate = async (words: string[]) => {
      fake.script({ kind: 'stream', words, delayMs: 0 });
      const events = parseEvents(
        await (
          await streamCall(t, '/v1/session/message/regenerate', {
            token: user.token,
            conversationId,
          })
        ).text(),
      );
      const done = events.at(-1);
      if (done?.type !== 'done') throw new Error(`the reply ended with ${JSON.stringify(done)}`);
      return (done.data as { message: { offer?: Offer | null } }).message.offer ?? null;
    };
    expect(await regenerate(['Just me. ', '[selfie: Me in the rain]'])).toMatchObject({
      line: 'Me in the rain',
      state: 'open',
    });
    expect(await regenerate(['No photo this time.'])).toBeNull();
  });
});

describe('stripSelfieCommands', () => {
  async function strip(pieces: string[]) {
    async function* source() {
      yield* pieces;
    }
    const found: SelfieCommands = { line: null };
    let text = '';
    for await (const piece of stripSelfieCommands(source(), found)) text += piece;
    return { text, line: found.line };
  }

  it('keeps the first command of several and takes them all out', async () => {
    expect(await strip(['a [selfie: one] b [selfie: two] c'])).toEqual({
      text: 'a b c',
      line: 'one',
    });
  });

  it('drops a command that runs far too long, up to its end', async () => {
    const long = 'x'.repeat(600);
    expect(await strip([`a [selfie: ${long}] b`])).toEqual({ text: 'a b', line: null });
  });

  it('gives back a start that never became a command, and white space at the end', async () => {
    expect(await strip(['the end [sel'])).toEqual({ text: 'the end [sel', line: null });
    expect(await strip(['the end ', ' \n'])).toEqual({ text: 'the end  \n', line: null });
  });
});
