import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import { shade } from './colour-words';
import type { HairLength, HairShape } from './look-words';
import type { SeededRandom } from './seeded-random';

/**
 * The face and front hair: DiceBear's "Lorelei" style by Lisa Wischofsky (CC0 1.0), with its
 * options chosen from the look instead of at random, so a character keeps her face.
 */
/** DiceBear names variants `variant01`…; the lists below hold their numbers. */
type HairVariant = NonNullable<lorelei.Options['hair']>[number];
type EyesVariant = NonNullable<lorelei.Options['eyes']>[number];
const variant = (n: number) => `variant${String(n).padStart(2, '0')}`;

const HAIR_VARIANTS: Record<HairShape | HairLength | 'man', number[]> = {
  man: [1, 2, 3, 7, 8, 9, 47],
  short: [12, 17, 30, 48],
  bob: [13, 15, 19, 40],
  medium: [21, 23, 41, 16],
  long: [21, 23, 41, 16],
  straight: [21, 23, 41, 16],
  wavy: [18, 32, 35, 37],
  curly: [24, 5, 39, 18],
  ponytail: [31, 33, 36],
  bun: [14, 26, 38, 46],
  braids: [31, 33, 36],
};
const OPEN_EYES = [2, 4, 6, 10, 12, 14, 21, 23];
const WINK_EYES = [1, 15, 22];
const MOUTHS = {
  soft: ['happy01', 'happy02', 'happy04'],
  grin: ['happy05', 'happy06'],
  wink: ['happy02', 'happy03'],
  shy: ['happy13', 'happy14'],
} as const;

export interface HeadLook {
  isWoman: boolean;
  skin: string;
  hair: string;
  eyes: string;
  hairLength: HairLength;
  hairShape: HairShape;
  mood: keyof typeof MOUTHS;
}

/** The head as inner SVG markup and its own viewBox, for nesting in the portrait. */
export function headSvg(look: HeadLook, random: SeededRandom): { markup: string; viewBox: string } {
  const hairChoices = !look.isWoman
    ? HAIR_VARIANTS.man
    : look.hairShape === 'straight'
      ? HAIR_VARIANTS[look.hairLength]
      : HAIR_VARIANTS[look.hairShape];
  const svg = createAvatar(lorelei, {
    seed: String(random.next()),
    hair: [variant(random.pick(hairChoices)) as HairVariant],
    hairColor: [look.hair.slice(1)],
    skinColor: [look.skin.slice(1)],
    eyes: [variant(random.pick(look.mood === 'wink' ? WINK_EYES : OPEN_EYES)) as EyesVariant],
    eyesColor: [shade(look.eyes, -0.55).slice(1)],
    eyebrowsColor: [shade(look.hair, -0.35).slice(1)],
    mouth: [random.pick(MOUTHS[look.mood])],
    mouthColor: [shade(look.skin, -0.45).slice(1)],
    noseColor: [shade(look.skin, -0.4).slice(1)],
    glassesProbability: 0,
    frecklesProbability: 0,
    beardProbability: look.isWoman ? 0 : 40,
    earringsProbability: look.isWoman ? 70 : 0,
    earringsColor: ['e8c36a'],
    hairAccessoriesProbability: look.isWoman ? 6 : 0,
    hairAccessoriesColor: ['f3a6c0'],
  }).toString();
  return {
    markup: svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, ''),
    viewBox: /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 980 980',
  };
}
