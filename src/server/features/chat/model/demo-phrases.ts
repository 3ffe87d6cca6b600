import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contract/locales';

/** Words in the user's message that set the mood of her answer. */
type Cue = 'greeting' | 'affection' | 'sad';
/** What her answer reacts to: a cue, a question, a very short or long message, or anything else. */
export type Mood = Cue | 'question' | 'short' | 'long' | 'general';

/**
 * One locale's material: demo-phrases/<locale>.json and more/<locale>.json, whose lists are joined.
 * Sentences never quote the user and hold no field of the persona: `{name}` (hers, in actions),
 * `{gift}` (what she was given) and `{user}` (the name of the persona the user plays) are the only
 * blanks. In a language whose sentences change with the speaker's gender, a sentence of the `more`
 * file may be `{ "woman": …, "man": … }`, and `forMen` gives a base sentence's form for a man.
 */
interface DemoPhrases {
  /** Her action that opens the reply, with `{name}`. */
  openers: string[];
  /**
   * Words per cue, lower case: a word matches whole, one ending in `*` as a word's start ("lonel*"),
   * one in a script written without spaces (Japanese, Chinese, Burmese) anywhere.
   */
  cues: Record<Cue, string[]>;
  reactions: Record<Mood, string[]>;
  /** Something about her and how she feels with the user. */
  persona: string[];
  questions: string[];
  /** Her reaction to a gift, with `{gift}`. */
  gifts: string[];
  /** The line that goes with a photo she sends. */
  photos: string[];
  /** That she remembers what the user told her, without repeating it. */
  memories: string[];
  /** Calls the user by the name of the persona they play, with `{user}`. */
  addresses: string[];
  /** About her work, by her occupation's English words (lower case). */
  jobs: Record<string, string[]>;
  /** What she is to the user, by the relationship's English words (lower case). */
  relationships: Record<string, string[]>;
  /** The scene the demo keeps (scene/scene-writer.ts) and says where they are. */
  scene: {
    /** A place and a time of day set when the scene has none. */
    places: string[];
    times: string[];
    /** Her mood and what is happening, after what the user's message was. */
    moods: Record<Mood, string[]>;
    happenings: Record<Mood, string[]>;
    /** A sentence saying where they are, with `{place}` (the scene's, which the user may write). */
    lines: string[];
  };
}

export type SpeakerGender = 'woman' | 'man';
/** A sentence as written in the files: one form, or one per speaker's gender. */
type Written = string | Record<SpeakerGender, string>;
/** The `more` file: more of every list, her jobs and relationships, and base sentences for a man. */
type MorePhrases = {
  [Key in keyof DemoPhrases]?: DemoPhrases[Key] extends string[]
    ? Written[]
    : DemoPhrases[Key] extends Record<infer K extends string, string[]>
      ? Partial<Record<K, Written[]>>
      : never;
} & { forMen?: Record<string, string> };

const LIST_KEYS = [
  'openers',
  'persona',
  'questions',
  'gifts',
  'photos',
  'memories',
  'addresses',
] as const;
const GROUP_KEYS = ['reactions', 'jobs', 'relationships'] as const;

/** The locale's material as a speaker of `gender` says it. */
function joined(base: DemoPhrases, more: MorePhrases, gender: SpeakerGender): DemoPhrases {
  const forMen = more.forMen ?? {};
  const said = (sentence: Written) =>
    typeof sentence === 'string'
      ? gender === 'man'
        ? (forMen[sentence] ?? sentence)
        : sentence
      : sentence[gender];
  const list = (first: readonly Written[] = [], second: readonly Written[] = []) =>
    [...first, ...second].map(said);
  const group = (first: Record<string, Written[]> = {}, second: Record<string, Written[]> = {}) =>
    Object.fromEntries(
      [...new Set([...Object.keys(first), ...Object.keys(second)])].map((key) => [
        key,
        list(first[key], second[key]),
      ]),
    );
  const result = { ...base, cues: base.cues } as DemoPhrases;
  for (const key of LIST_KEYS) result[key] = list(base[key], more[key]);
  for (const key of GROUP_KEYS) {
    (result as unknown as Record<string, Record<string, string[]>>)[key] = group(
      base[key] as Record<string, Written[]> | undefined,
      more[key] as Record<string, Written[]> | undefined,
    );
  }
  return result;
}

/** A cue word as a test on the lower-cased message. */
type CueTest = (text: string) => boolean;

/** Scripts written without spaces between words: a cue there is found anywhere in the text. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Myanmar}]/u;

function cueTest(cue: string): CueTest {
  if (UNSPACED.test(cue)) return (text) => text.includes(cue);
  const isPrefix = cue.endsWith('*');
  const word = (isPrefix ? cue.slice(0, -1) : cue).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{M}])${word}${isPrefix ? '' : '($|[^\\p{L}\\p{M}])'}`,
    'u',
  );
  return (text) => pattern.test(text);
}

/** A locale's phrases with its cues made into tests once. */
export interface LoadedPhrases extends DemoPhrases {
  cueTests: Record<Cue, CueTest[]>;
}

const readJson = (path: string) =>
  JSON.parse(readFileSync(new URL(`../demo-phrases/${path}`, import.meta.url), 'utf8'));

function load(code: string, gender: SpeakerGender): LoadedPhrases {
  const phrases = joined(
    readJson(`${code}.json`) as DemoPhrases,
    readJson(`more/${code}.json`) as MorePhrases,
    gender,
  );
  return {
    ...phrases,
    cueTests: {
      greeting: phrases.cues.greeting.map(cueTest),
      affection: phrases.cues.affection.map(cueTest),
      sad: phrases.cues.sad.map(cueTest),
    },
  };
}

const PHRASES = new Map<string, LoadedPhrases>(
  LOCALE_CODES.flatMap((code) =>
    (['woman', 'man'] as const).map((gender) => [`${code}/${gender}`, load(code, gender)] as const),
  ),
);

/** The phrases of a language as a speaker of `gender` says them (English for an unknown one). */
export function demoPhrasesOf(language: string, gender: SpeakerGender = 'woman'): LoadedPhrases {
  return (PHRASES.get(`${language}/${gender}`) ??
    PHRASES.get(`${DEFAULT_LOCALE}/${gender}`)) as LoadedPhrases;
}

/** A message this long or shorter, in characters, gets a "short" answer. */
const SHORT_MESSAGE = 10;
/** A message longer than this gets a "long" one. */
const LONG_MESSAGE = 160;

/** What her answer reacts to in the user's message: feelings first, then its shape. */
export function moodOf(message: string, phrases: LoadedPhrases): Mood {
  const text = message.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  const has = (cue: Cue) => phrases.cueTests[cue].some((test) => test(text));
  if (has('sad')) return 'sad';
  if (has('affection')) return 'affection';
  if (/[?？؟]/.test(text)) return 'question';
  if (has('greeting')) return 'greeting';
  const length = [...text].length;
  if (length > LONG_MESSAGE) return 'long';
  if (length <= SHORT_MESSAGE) return 'short';
  return 'general';
}
