import type { PortraitLook } from '../../providers/images/demo/render-portrait';
import type { CharacterRow } from './character-views';

/** The columns of her look, all a picture of her is drawn from. */
export type CharacterLook = Pick<
  CharacterRow,
  | 'style'
  | 'gender'
  | 'age'
  | 'race'
  | 'hairColor'
  | 'hairstyle'
  | 'eyeColor'
  | 'body'
  | 'breast'
  | 'hips'
  | 'clothing'
>;

/**
 * Her look as keywords for real image models (the demo model draws from the look itself): every
 * picture of her starts with them, so she stays recognisable from one picture to the next.
 */
export function lookKeywords(row: CharacterLook): string[] {
  return [
    row.style,
    row.gender,
    `${row.age} years old adult`,
    row.race,
    `${row.hairColor} ${row.hairstyle} hair`,
    `${row.eyeColor} eyes`,
    `${row.body} body`,
    row.clothing,
  ].filter((word) => word.trim() && !/^\s*(eyes|hair|body)$/.test(word.trim()));
}

/** Her look as the demo image model draws it. */
export function portraitLookOf(row: CharacterLook): PortraitLook {
  return {
    style: row.style,
    gender: row.gender,
    race: row.race,
    hairstyle: row.hairstyle,
    hairColor: row.hairColor,
    eyeColor: row.eyeColor,
    body: row.body,
    breast: row.breast,
    hips: row.hips,
    age: row.age,
    clothing: row.clothing,
  };
}
