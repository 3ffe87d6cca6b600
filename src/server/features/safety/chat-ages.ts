import { AGE_NUMBER_WORDS, AGE_WORDS_BEFORE } from './minor-terms';
import { alternatives, isMinorAge } from './term-patterns';

/**
 * Ages in a chat message. Stricter than a prompt's: in chat "two years" or "15 minutes" are
 * everyday words, so a number counts as an age only with a word that makes it one ("15 years
 * old", "15岁", "aged 15", "tengo 15 años", "I'm 15" not followed by a unit such as minutes).
 */

const NUMBER = `(\\d{1,3}|${alternatives(AGE_NUMBER_WORDS)})`;

/** Units that only ever mean an age. */
const AGE_ONLY_UNITS = [
  'yo',
  'y o',
  'yr old',
  'yrs old',
  'year old',
  'years old',
  'year olds',
  'years of age',
  'jahrig*',
  'jahre alt',
  'летн*',
  'річн*',
  'yasinda',
  'yaşında',
  'yaş*',
  'yas',
  'tuoi',
  'tuổi',
];

/** Units that mean "years" as well as an age ("two years ago"): an age only after a verb below. */
const YEAR_UNITS = [
  'anos',
  'ano',
  'ans',
  'an',
  'anni',
  'anno',
  'jahre',
  'лет',
  'год',
  'года',
  'років',
  'рік',
  'роки',
  'tahun',
];

/** Words before "N years" that make it an age ("tengo 15 años", "j'ai 15 ans", "мне 15 лет"). */
const HAVING_WORDS = [
  'tengo',
  'tienes',
  'tiene',
  'tenia',
  'de',
  'con',
  'tenho',
  'tem',
  'tens',
  'tinha',
  'com',
  'ai',
  'as',
  'a',
  'avait',
  'avais',
  'ho',
  'hai',
  'ha',
  'aveva',
  'avevo',
  'di',
  'bin',
  'bist',
  'ist',
  'мне',
  'ей',
  'ему',
  'тебе',
  'мені',
  'їй',
  'йому',
  'тобі',
  'umur',
  'usia',
  'berumur',
  'berusia',
  'umurnya',
  'usianya',
  'umurku',
  'usiaku',
];

/** Words before a number that make it an age: "age 15", "عمري 15", "အသက် 15". */
const AGE_WORDS = [...AGE_WORDS_BEFORE, 'عمري', 'عمرها', 'عمره', 'عمرك'];

/** English "I'm 15" / "she is 15", unless a unit follows ("I'm 15 minutes late"). */
const BEING_WORDS = [
  'i m',
  'im',
  'i am',
  'i was',
  'she s',
  'she is',
  'she was',
  'he s',
  'he is',
  'he was',
  'you re',
  'you are',
  'ur',
  'u r',
];
const NOT_AGE_AFTER = [
  'min*',
  'hour*',
  'hr*',
  'sec*',
  'day*',
  'week*',
  'month*',
  'km',
  'mile*',
  'kg',
  'kilo*',
  'lb*',
  'pound*',
  'cm',
  'inch*',
  'foot',
  'feet',
  'ft',
  'percent',
  'meter*',
  'metre*',
  'dollar*',
  'euro*',
  'buck*',
  'time*',
  'of',
  'point',
  'am',
  'pm',
  'o clock',
  'k',
  'm',
];

/** Numbers that end a Chinese or Japanese number word; a minor's age must not be one's end. */
const HAN_DIGITS = '一二三四五六七八九十百零两兩';

/** Each pattern with the group that holds its number. */
const CHAT_AGE_PATTERNS: ReadonlyArray<readonly [RegExp, number]> = [
  [new RegExp(`(?<= )${NUMBER} ?(${alternatives(AGE_ONLY_UNITS)})(?= )`, 'gu'), 1],
  [
    new RegExp(
      // Not French "il y a deux ans" nor Portuguese "há cinco anos" ("… years ago"); Italian
      // "ha 15 anni" stays an age.
      `(?<= )(?<! y )(?!ha \\S+ anos? )(${alternatives(HAVING_WORDS)}) ${NUMBER} (${alternatives(YEAR_UNITS)})(?= )`,
      'gu',
    ),
    2,
  ],
  [/(?<!\d)(\d{1,3}) ?(岁|歲|歳|才|살|세|வயது)/gu, 1],
  [/(?<!\d)(\d{1,3}) ?(साल|वर्ष) (की|का|के)(?= )/gu, 1],
  [
    new RegExp(
      `(?<![${HAN_DIGITS}])(十[一二三四五六七]?|[一二三四五六七八九两兩])(岁|歲|歳|才)`,
      'gu',
    ),
    1,
  ],
  [
    /(?<= )(열한|열두|열세|열네|열다섯|열여섯|열일곱|열|한|두|세|네|다섯|여섯|일곱|여덟|아홉) ?살(?![았아고면려자기지던림해])/gu,
    1,
  ],
  [new RegExp(`(?:^| )(${alternatives(AGE_WORDS)}) ?(\\d{1,3})(?= )`, 'gu'), 2],
  [
    new RegExp(
      `(?<= )(${alternatives(BEING_WORDS)}) (?:just |only )?(\\d{1,3})(?= )(?! (?:${alternatives(NOT_AGE_AFTER)}) )`,
      'gu',
    ),
    2,
  ],
];

/** The first age under 18 the (normalized) text gives, as written, or null. */
export function findMinorAge(normalized: string): string | null {
  for (const [pattern, group] of CHAT_AGE_PATTERNS) {
    for (const match of normalized.matchAll(pattern)) {
      if (isMinorAge(match[group])) return match[0].trim();
    }
  }
  return null;
}
