/**
 * The choices of the create-character wizard (spec §2 template steps). Each choice's id is the
 * English keyword the server stores and sends to the image model (prompts are English, spec §5);
 * screens show it translated, and the persona writer puts it in the creator's language. No zod
 * here: the client imports these values.
 */
import { MIN_ADULT_AGE } from './constants';

export type Gender = 'woman' | 'man';

/** One choice of a step. */
export interface CharacterOption {
  /** What is stored and drawn: an English keyword. */
  id: string;
  /** Only offered for these genders; every gender when missing. */
  genders?: readonly Gender[];
  /** The colour of a colour choice (#rrggbb), drawn as a swatch. */
  swatch?: string;
  /** The symbol of a choice that has no picture. */
  emoji?: string;
}

const woman: readonly Gender[] = ['woman'];
const man: readonly Gender[] = ['man'];

/** The steps whose choices are drawn as small portraits (`/media/look/...`). */
export const PICTURED_STEPS = ['race', 'hairstyle', 'body', 'breast', 'hips', 'clothing'] as const;

const CHARACTER_OPTIONS = {
  race: [
    { id: 'caucasian' },
    { id: 'asian' },
    { id: 'black' },
    { id: 'latin' },
    { id: 'middle eastern' },
    { id: 'south asian' },
    { id: 'mixed' },
  ],
  eyeColor: [
    { id: 'brown', swatch: '#5b3a21' },
    { id: 'dark brown', swatch: '#3d2a1e' },
    { id: 'hazel', swatch: '#8e7142' },
    { id: 'amber', swatch: '#b7791f' },
    { id: 'green', swatch: '#3f7d4e' },
    { id: 'blue', swatch: '#3f6fb5' },
    { id: 'grey', swatch: '#7d8a96' },
    { id: 'violet', swatch: '#7a4fb3' },
  ],
  hairstyle: [
    { id: 'long straight', genders: woman },
    { id: 'long wavy', genders: woman },
    { id: 'curly' },
    { id: 'bob', genders: woman },
    { id: 'short pixie', genders: woman },
    { id: 'ponytail', genders: woman },
    { id: 'bun' },
    { id: 'braids' },
    { id: 'short crop', genders: man },
    { id: 'buzz cut', genders: man },
    { id: 'undercut', genders: man },
    { id: 'medium wavy', genders: man },
    { id: 'long', genders: man },
  ],
  hairColor: [
    { id: 'black', swatch: '#16110f' },
    { id: 'dark brown', swatch: '#3b2418' },
    { id: 'brown', swatch: '#5a3825' },
    { id: 'auburn', swatch: '#7a2f1b' },
    { id: 'red', swatch: '#a3321f' },
    { id: 'honey blonde', swatch: '#d4b07a' },
    { id: 'platinum blonde', swatch: '#eee3c6' },
    { id: 'silver', swatch: '#c9cdd4' },
    { id: 'pink', swatch: '#f19bb8' },
    { id: 'blue', swatch: '#4f7fd9' },
    { id: 'purple', swatch: '#7d4fb3' },
  ],
  body: [
    { id: 'petite', genders: woman },
    { id: 'slim' },
    { id: 'athletic' },
    { id: 'average' },
    { id: 'curvy', genders: woman },
    { id: 'muscular', genders: man },
    { id: 'broad', genders: man },
  ],
  breast: [
    { id: 'small', genders: woman },
    { id: 'medium', genders: woman },
    { id: 'large', genders: woman },
    { id: 'extra large', genders: woman },
  ],
  hips: [
    { id: 'narrow', genders: woman },
    { id: 'medium', genders: woman },
    { id: 'wide', genders: woman },
  ],
  clothing: [
    { id: 'summer dress', genders: woman },
    { id: 'lace lingerie', genders: woman },
    { id: 'bikini', genders: woman },
    { id: 'casual t-shirt' },
    { id: 'office blazer' },
    { id: 'cosy sweater' },
    { id: 'hoodie' },
    { id: 'leather jacket' },
    { id: 'kimono' },
    { id: 'sportswear' },
    { id: 'nurse uniform', genders: woman },
    { id: 'white shirt', genders: man },
  ],
  kinks: [
    { id: 'romance', emoji: '🌹' },
    { id: 'flirting', emoji: '😉' },
    { id: 'teasing', emoji: '😏' },
    { id: 'slow burn', emoji: '🕯️' },
    { id: 'cuddling', emoji: '🤗' },
    { id: 'praise', emoji: '🌟' },
    { id: 'dominance', emoji: '👑' },
    { id: 'submission', emoji: '🎀' },
    { id: 'roleplay', emoji: '🎭' },
    { id: 'dirty talk', emoji: '💋' },
    { id: 'power play', emoji: '⛓️' },
    { id: 'jealousy', emoji: '🔥' },
  ],
  occupation: [
    { id: 'nurse', emoji: '🩺' },
    { id: 'doctor', emoji: '⚕️' },
    { id: 'teacher', emoji: '📚' },
    { id: 'office worker', emoji: '💼' },
    { id: 'barista', emoji: '☕' },
    { id: 'model', emoji: '📸' },
    { id: 'artist', emoji: '🎨' },
    { id: 'musician', emoji: '🎸' },
    { id: 'personal trainer', emoji: '🏋️' },
    { id: 'flight attendant', emoji: '✈️' },
    { id: 'chef', emoji: '🍳' },
    { id: 'police officer', emoji: '🚓' },
    { id: 'ceo', emoji: '📈' },
    { id: 'bartender', emoji: '🍸' },
  ],
  personality: [
    { id: 'caring', emoji: '💗' },
    { id: 'playful', emoji: '😜' },
    { id: 'shy', emoji: '😊' },
    { id: 'confident', emoji: '😎' },
    { id: 'dominant', emoji: '👠' },
    { id: 'submissive', emoji: '🥺' },
    { id: 'romantic', emoji: '💞' },
    { id: 'mysterious', emoji: '🌙' },
    { id: 'sarcastic', emoji: '🙃' },
    { id: 'cheerful', emoji: '☀️' },
  ],
  relationship: [
    { id: 'girlfriend', genders: woman, emoji: '💑' },
    { id: 'boyfriend', genders: man, emoji: '💑' },
    { id: 'wife', genders: woman, emoji: '💍' },
    { id: 'husband', genders: man, emoji: '💍' },
    { id: 'best friend', emoji: '🤝' },
    { id: 'neighbour', emoji: '🏠' },
    { id: 'roommate', emoji: '🛋️' },
    { id: 'coworker', emoji: '🗂️' },
    { id: 'boss', emoji: '🏢' },
    { id: 'stranger', emoji: '🌃' },
    { id: 'ex', emoji: '💔' },
  ],
} as const satisfies Record<string, readonly CharacterOption[]>;

export type OptionStep = keyof typeof CHARACTER_OPTIONS;

/** The choices of `step` a character of `gender` is offered. */
export function optionsFor(step: OptionStep, gender: Gender): readonly CharacterOption[] {
  return (CHARACTER_OPTIONS[step] as readonly CharacterOption[]).filter(
    (option) => !option.genders || option.genders.includes(gender),
  );
}

/** Whether `step` asks anything of a character of `gender` (breast and hips: women only). */
export function isStepFor(step: OptionStep, gender: Gender): boolean {
  return optionsFor(step, gender).length > 0;
}

/** The youngest and oldest age the wizard offers: adults only (spec §5). */
export const WIZARD_AGE_RANGE = { min: MIN_ADULT_AGE, max: 60 } as const;

/** Where the pictures of the wizard's choices are served. */
export const LOOK_PICTURE_PATH = '/media/look';

/** The picture of choosing `option` at `step` (or a style at the style step). */
export function lookPictureUrl(
  style: 'realistic' | 'anime',
  gender: Gender,
  step: (typeof PICTURED_STEPS)[number] | 'style',
  option: string,
): string {
  return `${LOOK_PICTURE_PATH}/${style}/${gender}/${step}/${option.replace(/ /g, '_')}.webp`;
}

/** The option a picture's file name stands for (`long_wavy.webp` → `long wavy`). */
export function optionFromPictureFile(file: string): string {
  return file.replace(/\.webp$/, '').replace(/_/g, ' ');
}
