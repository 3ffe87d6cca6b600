import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contract/locales';

/** Words in the user's message that set the mood of her answer. */
type Cue = 'greeting' | 'affection' | 'sad';
/** What her answer reacts to: a cue, a question, a very short or long message, or anything else. */
export type Mood = Cue | 'question' | 'short' | 'long' | 'general';

/**
 * One locale's material (demo-phrases/<locale>.json). Sentences never quote the user and hold no
 * field of the persona: `{name}` (hers, in actions), `{gift}` (what she was given) and `{user}`
 * (the name of the persona the user plays) are the only blanks.
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

function load(code: string): LoadedPhrases {
  const phrases = JSON.parse(
    readFileSync(new URL(`../demo-phrases/${code}.json`, import.meta.url), 'utf8'),
  ) as DemoPhrases;
  return {
    ...phrases,
    cueTests: {
      greeting: phrases.cues.greeting.map(cueTest),
      affection: phrases.cues.affection.map(cueTest),
      sad: phrases.cues.sad.map(cueTest),
    },
  };
}

const PHRASES = new Map<string, LoadedPhrases>(LOCALE_CODES.map((code) => [code, load(code)]));

/** The phrases of a language (English for one the demo has none for). */
export function demoPhrasesOf(language: string): LoadedPhrases {
  return PHRASES.get(language) ?? (PHRASES.get(DEFAULT_LOCALE) as LoadedPhrases);
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
