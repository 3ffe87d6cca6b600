import type { ModerationVerdict } from '../../providers/moderation/moderation-provider';
import { completeSentencesEnd, runOnCut } from './sentence-ends';

type RefusedVerdict = Extract<ModerationVerdict, { verdict: 'refused' }>;

/**
 * Checks a passage of streamed text about to be shown; `before` is the text shown before it
 * (context: a minor in one sentence and sexual words in the next are refused together).
 */
export type PassageCheck = (passage: string, before: string) => Promise<ModerationVerdict>;

/** A streamed text the moderation provider refused part of: none of it may be kept or shown. */
export class TextWithheld extends Error {
  constructor(
    readonly verdict: RefusedVerdict,
    /** What the model wrote up to the end of the refused passage, for the moderators' log. */
    readonly written: string,
  ) {
    super(`withheld by moderation (${verdict.category})`);
    this.name = 'TextWithheld';
  }
}

/**
 * How much text may wait for its sentence to end before a part of it is checked and shown
 * anyway: a model that writes no punctuation still streams, in pieces of about this size.
 */
const HOLD_MAX_CHARS = 400;

/** The model's text not checked yet, filled from its stream in the background. */
class HeldText {
  pending = '';
  isEnded = false;
  failure: { error: unknown } | null = null;
  private wake: (() => void) | null = null;

  async fill(start: () => AsyncIterable<string>): Promise<void> {
    try {
      for await (const piece of start()) {
        this.pending += piece;
        this.wake?.();
      }
    } catch (error) {
      this.failure = { error };
    } finally {
      this.isEnded = true;
      this.wake?.();
    }
  }

  /** Resolves when more text came or the stream ended. */
  changed(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = () => {
        this.wake = null;
        resolve();
      };
    });
  }

  /** The next passage ready to check, taken out; null while its sentence is still being written. */
  take(): { passage: string; endsSentence: boolean } | null {
    const sentences = this.isEnded ? this.pending.length : completeSentencesEnd(this.pending);
    const end =
      sentences > 0
        ? sentences
        : this.pending.length >= HOLD_MAX_CHARS
          ? runOnCut(this.pending)
          : 0;
    if (end === 0) return null;
    const passage = this.pending.slice(0, end);
    this.pending = this.pending.slice(end);
    return { passage, endsSentence: sentences > 0 };
  }
}

/**
 * The text of `start`'s stream, held back until each sentence is complete and `check` allowed
 * it, then passed on: nothing unchecked is ever yielded. The model goes on writing while a
 * passage is checked; every sentence completed meanwhile is checked in the next call. A refused
 * passage stops the model and throws `TextWithheld`; the model's own failure is thrown as it is.
 * Aborting `signal` stops the model (its stream fails with the abort).
 */
export async function* releaseCheckedText(
  start: (signal: AbortSignal) => AsyncIterable<string>,
  check: PassageCheck,
  signal: AbortSignal,
): AsyncGenerator<string> {
  signal.throwIfAborted();
  const model = new AbortController();
  const stopModel = () => model.abort(signal.reason);
  signal.addEventListener('abort', stopModel, { once: true });
  const held = new HeldText();
  const filling = held.fill(() => start(model.signal));
  let shown = '';
  // The part of a sentence shown before its end came (a long run-on): checked again with the rest.
  let openSentence = '';
  try {
    for (;;) {
      if (held.failure) throw held.failure.error;
      const next = held.take();
      if (!next) {
        if (held.isEnded) return;
        await held.changed();
        continue;
      }
      const { passage, endsSentence } = next;
      if (passage.trim()) {
        const verdict = await check(openSentence + passage, shown);
        if (verdict.verdict === 'refused') throw new TextWithheld(verdict, shown + passage);
      }
      shown += passage;
      openSentence = endsSentence ? '' : openSentence + passage;
      yield passage;
    }
  } finally {
    signal.removeEventListener('abort', stopModel);
    model.abort(new Error('the checked text stream ended'));
    await filling;
  }
}
