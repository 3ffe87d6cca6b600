import { createHash } from 'node:crypto';
import { MAX_CHAPTER_SUMMARY_LENGTH } from '@contract/api/chapter-endpoints';
import type { LocaleCode } from '@contract/locales';
import { CHAPTER_PHRASES } from './chapter-phrases';

/** What a chapter is written from: its messages, what she remembers, and who is who. */
export interface ChapterInput {
  number: number;
  language: LocaleCode;
  characterName: string;
  /** The name the user goes by (their persona's, else their nick). */
  userName: string;
  /** The chapter's messages, oldest first. */
  messages: Array<{ role: 'user' | 'character'; content: string }>;
  /** What she remembers the user told her in the chapter, in their words, oldest first. */
  facts: string[];
}

export interface ChapterText {
  title: string;
  summary: string;
}

/** Writes a chapter's title and summary from her point of view; throws when it cannot. */
export interface ChapterWriter {
  write(input: ChapterInput, signal: AbortSignal): Promise<ChapterText>;
}

/** Facts the demo writer tells in one chapter; the rest stay in her memory. */
const DEMO_FACTS = 3;

/** A stable pick per chapter, so writing it again gives the same words. */
function pick<T>(list: readonly T[], seed: Buffer, index: number): T {
  return list[(seed[index] ?? 0) % list.length] as T;
}

/**
 * The demo model's chapters: written from the facts she remembers and the locale's phrases, in
 * her voice. Never quotes the chat beyond what the user told about themselves.
 */
export const demoChapterWriter: ChapterWriter = {
  async write(input) {
    const phrases = CHAPTER_PHRASES[input.language];
    const seed = createHash('sha256')
      .update(`${input.characterName}:${input.number}:${input.facts.join('|')}`)
      .digest();
    const fill = (text: string, fact = '') =>
      text.replaceAll('{user}', input.userName).replaceAll('{fact}', fact);
    const told = input.facts.slice(-DEMO_FACTS).map((fact) => fill(phrases.fact, fact));
    const summary = [
      fill(pick(phrases.openers, seed, 0)),
      ...(told.length > 0 ? told : [fill(phrases.nothingTold)]),
      pick(phrases.closers, seed, 1),
    ].join(' ');
    return {
      title: pick(phrases.titles, seed, 2),
      summary: summary.slice(0, MAX_CHAPTER_SUMMARY_LENGTH),
    };
  },
};
