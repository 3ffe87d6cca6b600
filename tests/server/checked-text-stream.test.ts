import { describe, expect, it } from 'vitest';
import type { ModerationVerdict } from '../../src/server/providers/moderation/moderation-provider';
import {
  type PassageCheck,
  releaseCheckedText,
  TextWithheld,
} from '../../src/server/features/safety/checked-text-stream';
import { completeSentencesEnd } from '../../src/server/features/safety/sentence-ends';

describe('where a streamed reply can be cut', () => {
  it.each([
    ['Hi. How', 'Hi. '],
    ['Hi.', ''],
    ['*She smiles.* And', '*She smiles.* '],
    ['Really?! Yes', 'Really?! '],
    ['"Stay." she says', '"Stay." '],
    ['It costs 3.5 coins', ''],
    ['one\ntwo', 'one\n'],
    ['你好。我', '你好。'],
    ['你好。」我', '你好。」'],
    ['你好。', ''],
    ['本当？うん', '本当？'],
    ['مرحبا؟ كيف', 'مرحبا؟ '],
    ['नमस्ते। आप', 'नमस्ते। '],
    ['வணக்கம். நீ', 'வணக்கம். '],
    ['မင်္ဂလာပါ။ နေ', 'မင်္ဂလာပါ။ '],
    ['안녕. 잘', '안녕. '],
    ['Привет! Как', 'Привет! '],
  ])('%j is complete up to %j', (text, complete) => {
    expect(text.slice(0, completeSentencesEnd(text))).toBe(complete);
  });
});

/** A model stream written by the test, a piece at a time, which notes when it is stopped. */
function scriptedModel() {
  const waiting: Array<(piece: IteratorResult<string>) => void> = [];
  const queued: Array<IteratorResult<string>> = [];
  let stopped: AbortSignal | null = null;
  let failure: Error | null = null;
  return {
    write(piece: string) {
      const result = { value: piece, done: false };
      const take = waiting.shift();
      if (take) take(result);
      else queued.push(result);
    },
    end() {
      const result = { value: undefined, done: true } as const;
      const take = waiting.shift();
      if (take) take(result);
      else queued.push(result);
    },
    fail(error: Error) {
      failure = error;
      waiting.shift()?.({ value: undefined, done: true });
    },
    get stopped() {
      return stopped?.aborted ?? false;
    },
    start(signal: AbortSignal): AsyncIterable<string> {
      stopped = signal;
      return {
        [Symbol.asyncIterator]: () => ({
          next: async () => {
            if (failure) throw failure;
            const ready = queued.shift();
            if (ready) return ready;
            const next = await new Promise<IteratorResult<string>>((resolve) => {
              waiting.push(resolve);
              signal.addEventListener('abort', () => resolve({ value: undefined, done: true }));
            });
            if (failure) throw failure;
            signal.throwIfAborted();
            return next;
          },
        }),
      };
    },
  };
}

const allowed: ModerationVerdict = { verdict: 'allowed' };

/** A check that refuses passages containing `word`, and records what it was asked. */
function checkRefusing(word: string) {
  const asked: Array<{ passage: string; before: string }> = [];
  const check: PassageCheck = async (passage, before) => {
    asked.push({ passage, before });
    return passage.includes(word)
      ? { verdict: 'refused', category: 'sexual/minors', matched: word }
      : allowed;
  };
  return { asked, check };
}

/** Collects what the stream releases, as it releases it. */
function collect(stream: AsyncGenerator<string>) {
  const released: string[] = [];
  const ended = (async () => {
    for await (const passage of stream) released.push(passage);
  })();
  return { released, ended };
}

describe('text released only once checked', () => {
  it('holds a sentence back until it ends and is checked, with what was shown as context', async () => {
    const model = scriptedModel();
    const { asked, check } = checkRefusing('forbidden');
    const run = collect(
      releaseCheckedText((signal) => model.start(signal), check, new AbortController().signal),
    );
    model.write('One ');
    model.write('two');
    model.write('. Three');
    await expect.poll(() => run.released).toEqual(['One two. ']);
    model.write(' four.');
    model.end();
    await run.ended;
    expect(run.released).toEqual(['One two. ', 'Three four.']);
    expect(asked).toEqual([
      { passage: 'One two. ', before: '' },
      { passage: 'Three four.', before: 'One two. ' },
    ]);
  });

  it('stops the model on a refused passage and shows nothing of it', async () => {
    const model = scriptedModel();
    const { check } = checkRefusing('forbidden');
    const stream = releaseCheckedText(
      (signal) => model.start(signal),
      check,
      new AbortController().signal,
    );
    const run = collect(stream);
    model.write('Fine. ');
    model.write('Then forbi');
    model.write('dden words. More');
    await expect(run.ended).rejects.toBeInstanceOf(TextWithheld);
    await run.ended.catch((error: TextWithheld) => {
      expect(error.written).toBe('Fine. Then forbidden words. ');
      expect(error.verdict.matched).toBe('forbidden');
    });
    expect(run.released).toEqual(['Fine. ']);
    expect(model.stopped).toBe(true);
  });

  it('cuts a long run with no sentence end at a space, and checks it again with the rest', async () => {
    const model = scriptedModel();
    const { asked, check } = checkRefusing('forbidden');
    const run = collect(
      releaseCheckedText((signal) => model.start(signal), check, new AbortController().signal),
    );
    const words = 'word '.repeat(100);
    model.write(words);
    await expect.poll(() => run.released.join('')).toBe(words);
    model.write('and the end.');
    model.end();
    await run.ended;
    // The sentence is checked whole at its end, the part already shown included.
    expect(asked.at(-1)?.passage).toBe(`${words}and the end.`);
  });

  it("passes the model's own failure on and releases nothing after it", async () => {
    const model = scriptedModel();
    const { check } = checkRefusing('forbidden');
    const run = collect(
      releaseCheckedText((signal) => model.start(signal), check, new AbortController().signal),
    );
    model.write('Half a sent');
    model.fail(new Error('the model broke'));
    await expect(run.ended).rejects.toThrow('the model broke');
    expect(run.released).toEqual([]);
  });

  it('stops the model when the caller aborts', async () => {
    const model = scriptedModel();
    const { check } = checkRefusing('forbidden');
    const stop = new AbortController();
    const run = collect(releaseCheckedText((signal) => model.start(signal), check, stop.signal));
    model.write('Still writing');
    stop.abort(new Error('shutting down'));
    await expect(run.ended).rejects.toThrow();
    expect(model.stopped).toBe(true);
  });
});
