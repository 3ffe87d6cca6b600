import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contract/locales';
import type { ChatModel, ChatPrompt } from './chat-model';

interface DemoPhrases {
  openers: string[];
  reactions: string[];
  persona: string[];
  questions: string[];
  /** Her reaction to a gift, with `{gift}`. */
  gifts: string[];
  /** The line that goes with a photo she sends. */
  photos: string[];
  /** Mentions something the user told her, with `{fact}`. */
  memories: string[];
  /** Calls the user by their persona's name, with `{user}`. */
  addresses: string[];
}

const PHRASES = new Map<string, DemoPhrases>(
  LOCALE_CODES.map((code) => [
    code,
    JSON.parse(
      readFileSync(new URL(`../demo-phrases/${code}.json`, import.meta.url), 'utf8'),
    ) as DemoPhrases,
  ]),
);

/** The longest piece of the user's message the demo quotes back. */
const QUOTE_MAX = 80;

function pick<T>(items: readonly T[], seed: Buffer, slot: number): T {
  return items[(seed[slot] ?? 0) % items.length] as T;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** One time in three the demo recalls something the user told her, when she knows something. */
const RECALL_ONE_IN = 3;

/**
 * The demo's whole reply: an action, a reaction quoting the user (or thanking for a gift), the
 * photo's line when she sends one, now and then something she remembers, a persona line, the
 * user's persona name when they play one, and a question.
 */
export function demoReply(prompt: ChatPrompt): string {
  const phrases = PHRASES.get(prompt.language) ?? (PHRASES.get(DEFAULT_LOCALE) as DemoPhrases);
  const seed = createHash('sha256').update(prompt.seed).digest();
  const quote = prompt.lastUserMessage.replace(/\s+/g, ' ').trim();
  const values = {
    ...prompt.character,
    message: quote.length > QUOTE_MAX ? `${quote.slice(0, QUOTE_MAX - 1)}…` : quote,
    gift: prompt.gift ?? '',
    fact: pick(prompt.memories, seed, 6) ?? '',
    user: prompt.userPersona?.name ?? '',
  };
  const recalls = prompt.memories.length > 0 && (seed[5] ?? 0) % RECALL_ONE_IN === 0;
  return [
    pick(phrases.openers, seed, 0),
    prompt.gift ? pick(phrases.gifts, seed, 1) : pick(phrases.reactions, seed, 1),
    ...(prompt.sendsPhoto ? [pick(phrases.photos, seed, 4)] : []),
    ...(recalls ? [pick(phrases.memories, seed, 7)] : []),
    pick(phrases.persona, seed, 2),
    // Someone the user plays is called by name, as a person in the story is.
    ...(prompt.userPersona ? [pick(phrases.addresses, seed, 8)] : []),
    pick(phrases.questions, seed, 3),
  ]
    .map((template) => fill(template, values))
    .join(' ');
}

/** Splits into words with their following spaces, so joined chunks equal the text exactly. */
export function wordChunks(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/**
 * The embedded default when no LLM server is configured: replies in character from the persona,
 * in the user's language, streamed word by word, a word every `delayMs`. Word n is due `n` times
 * `delayMs` after the start, as a model on another machine writes at its own pace whatever this
 * server is doing: a busy moment here delays the words it passes on, not the model's next ones.
 */
export function createDemoModel(delayMs: number): ChatModel {
  return {
    kind: 'demo',
    async *stream(prompt, _tier, signal) {
      const started = performance.now();
      for (const [index, word] of wordChunks(demoReply(prompt)).entries()) {
        const wait = started + (index + 1) * delayMs - performance.now();
        if (wait > 0) await sleep(wait, undefined, { signal });
        signal.throwIfAborted();
        yield word;
      }
    },
  };
}
