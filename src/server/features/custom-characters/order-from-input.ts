import { createHash } from 'node:crypto';
import {
  type CustomCharacterChoices,
  customCharacterCreateInputSchema,
} from '@contract/api/custom-character-endpoints';
import { API_CODE } from '@contract/api-codes';
import { ApiFailure } from '../../api/api-failure';
import { describeZodError } from '../../api/describe-zod-error';
import type { Executor } from '../../db/database';
import { findVisibleCharacter } from '../characters/character-queries';
import { characterTexts } from '../characters/character-views';
import { OFFICIAL_CHARACTERS } from '../characters/seed/official-characters';
import { assertSafeOrder } from './order-safety';
import type { CharacterOrder } from './start-generation';

/**
 * Names given to a character created without one, picked by her creator and time. None is a
 * catalogue character's name: an unnamed creation called "Luna" read as the catalogue's Luna
 * (issue 33); `unusedNames` keeps it so when the catalogue grows.
 */
const WOMEN_NAMES = ['Aria', 'Mila', 'Nora', 'Yuna', 'Chloe', 'Iris', 'Maya', 'Zoe', 'Ivy', 'Lena'];
const MEN_NAMES = [
  'Leo',
  'Adrian',
  'Noah',
  'Ethan',
  'Marco',
  'Ryan',
  'Hugo',
  'Jun',
  'Liam',
  'Felix',
];

const CATALOGUE_NAMES = new Set(
  OFFICIAL_CHARACTERS.map((character) => character.name.toLowerCase()),
);

/** The names no catalogue character has. */
function unusedNames(names: readonly string[]): string[] {
  return names.filter((name) => !CATALOGUE_NAMES.has(name.toLowerCase()));
}

/** The names an unnamed character may get, by gender. */
export const DEFAULT_NAMES = { woman: unusedNames(WOMEN_NAMES), man: unusedNames(MEN_NAMES) };

/**
 * A prompt character without a chosen look: the description is her look for the image model;
 * these fill the look fields the demo model draws from and the database requires.
 */
const PROMPT_DEFAULTS: CustomCharacterChoices = {
  style: 'realistic',
  gender: 'woman',
  age: 21,
  race: '',
  eyeColor: '',
  hairstyle: '',
  hairColor: '',
  body: '',
  breast: '',
  hips: '',
  clothing: '',
  kinks: [],
  occupation: '',
  personality: '',
  relationship: '',
};

function nameFor(gender: 'woman' | 'man', salt: string): string {
  const names = DEFAULT_NAMES[gender];
  const index = createHash('sha256').update(salt).digest()[0] ?? 0;
  return names[index % names.length] as string;
}

/**
 * The order a create call asks for, checked: the mode's fields valid (1000 naming the bad one),
 * the words safe (refused before any charge), a cloned character public.
 */
export async function orderFromInput(
  db: Executor,
  input: Record<string, unknown>,
  language: string,
): Promise<CharacterOrder> {
  const description = input.description;
  if (input.mode === 'prompt' && (typeof description !== 'string' || description.trim() === '')) {
    throw new ApiFailure(API_CODE.badParams, 'Please enter character description');
  }
  const parsed = customCharacterCreateInputSchema.safeParse(input);
  if (!parsed.success) throw new ApiFailure(API_CODE.badParams, describeZodError(parsed.error));
  const salt = `${language}:${Date.now()}:${Math.random()}`;
  if (parsed.data.mode === 'template') {
    const { mode: _mode, ...choices } = parsed.data;
    assertSafeOrder([...Object.values(choices).flat().map(String)]);
    return {
      mode: 'template',
      choices: { ...choices, name: choices.name ?? nameFor(choices.gender, salt) },
      description: null,
      language,
    };
  }
  const { cloneOf, name } = parsed.data;
  assertSafeOrder([parsed.data.description, name ?? '']);
  let look: CustomCharacterChoices = PROMPT_DEFAULTS;
  if (cloneOf) {
    const source = await findVisibleCharacter(db, cloneOf, null);
    look = {
      style: source.style,
      gender: source.gender,
      age: source.age,
      race: source.race,
      eyeColor: source.eyeColor,
      hairstyle: source.hairstyle,
      hairColor: source.hairColor,
      body: source.body,
      breast: source.breast,
      hips: source.hips,
      clothing: source.clothing,
      kinks: source.kinks,
      occupation: source.occupation,
      personality: source.personality,
      relationship: source.relationship,
      name: characterTexts(source, 'en').name,
    };
  }
  return {
    mode: 'prompt',
    choices: { ...look, name: name ?? look.name ?? nameFor(look.gender, salt) },
    description: parsed.data.description,
    language,
  };
}
