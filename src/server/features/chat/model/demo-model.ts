import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoSelfieCommand } from '../offers/demo-offers';
import type { ChatModel, ChatPrompt } from './chat-model';
import { demoPhrasesOf, type LoadedPhrases, type Mood, moodOf } from './demo-phrases';

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** One time in three the demo says she remembers what the user told her, when she knows something. */
const RECALL_ONE_IN = 3;
/** Her replies looked at so that a sentence she said lately is not said again. */
const RECENT_REPLIES = 8;
/**
 * How much of a reply's start must differ from every earlier reply the prompt shows: the
 * summary keeps an older message's first 100 characters, after the speaker's name.
 */
const SHOWN_START = 50;

/**
 * The embedded demo's reply, from the locale's material (demo-phrases/<locale>.json): an action,
 * a reaction to what the message was (a question, a greeting, affection, a bad day, a word or a
 * long story) or thanks for a gift, the photo's line when she sends one, now and then that she
 * remembers what the user told her, something about her (her work, what she is to the user, how
 * she feels), in her gender's forms where the language has them, the name of the persona the user plays
 * (when they play one) and a question back. It never quotes the
 * user and never shows a field of the persona; a sentence she used in her last replies is skipped
 * while another one is left, so neighbouring replies differ.
 */
export function demoReply(prompt: ChatPrompt): string {
  const phrases = demoPhrasesOf(prompt.language, prompt.character.gender);
  // The message's text is part of the seed: an edited message gets a new answer, the same
  // message the same one.
  // A hint ("Try again, but…") is part of it too: another hint, another reply.
  const seed = createHash('sha256')
    .update(prompt.seed)
    .update(prompt.lastUserMessage)
    .update(prompt.hint ?? '')
    .digest();
  const values = {
    name: prompt.character.name,
    gift: prompt.gift ?? '',
    user: prompt.userPersona?.name ?? '',
    place: prompt.scene?.place ?? '',
  };
  const replies = prompt.messages.filter((message) => message.role === 'assistant');
  // A new version avoids the sentences of the versions it replaces too.
  const recent = [
    ...replies.slice(-RECENT_REPLIES).map((message) => message.content),
    ...(prompt.earlierVersions ?? []),
  ];
  /** The sentences of `items`, those not said lately first, each group rotated by the seed's `slot`. */
  const ordered = (items: readonly string[], slot: number): string[] => {
    const filled = items.map((item) => fill(item, values));
    const start = seed.readUInt16BE(slot * 2);
    const rotate = (list: string[]) =>
      list.map((_, index) => list[(start + index) % list.length] as string);
    const isSaid = (sentence: string) => recent.some((reply) => reply.includes(sentence));
    return [
      ...rotate(filled.filter((sentence) => !isSaid(sentence))),
      ...rotate(filled.filter(isSaid)),
    ];
  };
  const pick = (items: readonly string[], slot: number) => ordered(items, slot)[0] as string;
  const reaction = prompt.gift
    ? pick(phrases.gifts, 1)
    : pick(phrases.reactions[replyMood(prompt, phrases)], 1);
  // The reply's start is unlike every earlier reply the prompt shows (the recent ones whole, the
  // older ones as the summary's first words), so a reply never comes back within those turns.
  const shown = [
    ...replies.map((message) => message.content),
    ...(prompt.earlierVersions ?? []),
    prompt.messages.find((message) => message.role === 'system')?.content ?? '',
  ];
  const openers = ordered(phrases.openers, 0);
  const opener =
    openers.find((candidate) => {
      const start = `${candidate} ${reaction}`.slice(0, SHOWN_START);
      return !shown.some((text) => text.includes(start));
    }) ?? (openers[0] as string);
  const recalls = prompt.memories.length > 0 && (seed[20] ?? 0) % RECALL_ONE_IN === 0;
  // Something about her: her work, what she is to the user, or how she feels, a third each when
  // the material has lines for her occupation and relationship.
  const keys = prompt.character.demoKeys;
  const aboutHer = [
    phrases.persona,
    phrases.jobs[keys?.occupation.toLowerCase() ?? ''] ?? phrases.persona,
    phrases.relationships[keys?.relationship.toLowerCase() ?? ''] ?? phrases.persona,
  ][(seed[23] ?? 0) % 3] as string[];
  return [
    opener,
    reaction,
    ...(prompt.sendsPhoto ? [pick(phrases.photos, 4)] : []),
    ...(recalls ? [pick(phrases.memories, 5)] : []),
    // Every other reply says where they are, once the scene has a place.
    ...(values.place && (seed[23] ?? 0) % 2 === 0 ? [pick(phrases.scene.lines, 7)] : []),
    // Two replies in three say something about her; most end with a question back.
    ...((seed[21] ?? 0) % 3 !== 0 ? [pick(aboutHer, 2)] : []),
    // Someone the user plays is called by name in every reply, as a person in the story is.
    ...(prompt.userPersona ? [pick(phrases.addresses, 6)] : []),
    ...((seed[22] ?? 0) % 4 !== 0 ? [pick(phrases.questions, 3)] : []),
    // A photo she offers ends the reply as the real model's does; the server takes it out.
    demoSelfieCommand(prompt, seed),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Feelings a hint can ask for; its other shapes (a question, a short note) say nothing of mood. */
const HINT_MOODS: ReadonlySet<Mood> = new Set(['greeting', 'affection', 'sad']);

/**
 * What her reaction answers: the mood a hint asks for ("sweeter, say you miss me" is affection)
 * when it names one the phrases know, else what the user's message was.
 */
function replyMood(prompt: ChatPrompt, phrases: LoadedPhrases): Mood {
  const asked = prompt.hint ? moodOf(prompt.hint, phrases) : null;
  return asked && HINT_MOODS.has(asked) ? asked : moodOf(prompt.lastUserMessage, phrases);
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
