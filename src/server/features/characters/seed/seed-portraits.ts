import type { PortraitRequest } from '../../../providers/images/demo/render-portrait';
import { seedOfText } from '../../../providers/images/demo/seeded-random';
import type { SeedCharacter } from './seed-types';

/** The size the catalogue's photos are drawn at: 2:3, sharp on a phone's card and Role screen. */
export const SEED_PHOTO_SIZE = { width: 512, height: 768 } as const;

/**
 * What each of a character's four photos shows: her portrait, a day out, and (VIP-only) the beach
 * and her bedroom.
 */
const VARIANT_SCENES = {
  woman: [
    { prompt: '', clothing: null },
    { prompt: 'cafe, grin', clothing: null },
    { prompt: 'beach, sunset', clothing: 'bikini' },
    { prompt: 'bedroom, shy', clothing: 'lace lingerie' },
  ],
  man: [
    { prompt: '', clothing: null },
    { prompt: 'cafe, grin', clothing: null },
    { prompt: 'beach, sunset', clothing: 'white shirt' },
    { prompt: 'bedroom, wink', clothing: 'black sweater' },
  ],
} as const;

/** What photo `variant` of a character of `gender` shows: the scene, and an outfit for it. */
export function seedScene(gender: SeedCharacter['gender'], variant: number) {
  const scene = VARIANT_SCENES[gender][variant];
  return { prompt: scene?.prompt ?? '', clothing: scene?.clothing ?? null };
}

/** How the demo image model draws a seeded photo: her look, the variant's scene, a fixed seed. */
export function seedPortraitRecipe(
  character: SeedCharacter,
  variant: number,
  blurred: boolean,
): Omit<PortraitRequest, 'format'> {
  const scene = seedScene(character.gender, variant);
  return {
    look: {
      style: character.style,
      gender: character.gender,
      race: character.race,
      skin: character.palette.skin,
      hairstyle: character.hairstyle,
      hairColor: character.palette.hair,
      eyeColor: character.palette.eyes,
      body: character.body,
      breast: character.breast,
      hips: character.hips,
      age: character.age,
      clothing: scene.clothing ?? character.clothing,
      accent: character.palette.background,
    },
    prompt: scene.prompt,
    ...SEED_PHOTO_SIZE,
    seed: seedOfText(`${character.id}-${variant}`),
    blurred,
  };
}
