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
  man: [1, 2, 3, 8],
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
/** A man's hair by the wizard's words, first match wins. */
const MAN_HAIR: Array<[RegExp, number[]]> = [
  [/\bbuzz|shaved|bald/, [28, 25]],
  [/\bundercut|quiff|fade/, [4, 12, 20]],
  [/\bbun|topknot/, [38, 45, 46]],
  [/\bbraid|ponytail|dread/, [31, 36]],
  [/\bcurl|afro|coil/, [5, 39, 22]],
  [/\blong/, [21, 16, 23]],
  [/\bwav|medium|shaggy/, [6, 10, 18]],
];

const OPEN_EYES = [2, 4, 6, 10, 12, 14, 21, 23];
const WINK_EYES = [1, 15, 22];
const MOUTHS = {
  soft: ['happy01', 'happy02', 'happy04'],
  grin: ['happy05', 'happy06'],
  wink: ['happy02', 'happy03'],
  shy: ['happy13', 'happy14'],
} as const;

/** Face shape, nose and brows by ethnicity, so the wizard's ethnicities differ in more than skin. */
const FEATURES: Array<[RegExp, { head: number; nose: number; brows: number[]; eyes: number[] }]> = [
  [/\b(south asian|indian)\b/, { head: 3, nose: 3, brows: [7, 9], eyes: [4, 12, 21] }],
  [
    /\b(middle eastern|arab|persian|turkish)\b/,
    { head: 2, nose: 5, brows: [9, 13], eyes: [6, 10, 23] },
  ],
  [
    /\b(asian|chinese|japanese|korean|vietnamese|thai|filipin)/,
    { head: 4, nose: 4, brows: [2, 4], eyes: [14, 21, 2] },
  ],
  [
    /\b(black|african|nigerian|kenyan|ghanaian|ethiopian)\b/,
    { head: 1, nose: 6, brows: [5, 11], eyes: [10, 6, 12] },
  ],
  [
    /\b(latin|latina|latino|hispanic|mexican|brazilian)\b/,
    { head: 1, nose: 2, brows: [3, 8], eyes: [23, 2, 4] },
  ],
  [/\b(mixed|biracial)\b/, { head: 3, nose: 2, brows: [6, 10], eyes: [12, 14, 6] }],
];
const DEFAULT_FEATURES = { head: 2, nose: 1, brows: [1, 12], eyes: OPEN_EYES };

type HeadVariant = NonNullable<lorelei.Options['head']>[number];
type NoseVariant = NonNullable<lorelei.Options['nose']>[number];
type BrowsVariant = NonNullable<lorelei.Options['eyebrows']>[number];

/**
 * What her age shows, in the head's own units (980 square): a young face a blush, from 30 smile
 * lines, from 40 lines at the eyes too (her hair greys in render-portrait).
 */
function ageMarks(age: number, skin: string): string {
  if (age < 30) {
    return `<ellipse cx="445" cy="585" rx="46" ry="24" fill="#f08080" opacity="0.35"/><ellipse cx="690" cy="570" rx="34" ry="22" fill="#f08080" opacity="0.35"/>`;
  }
  const colour = shade(skin, -0.45);
  const smile = `<path d="M505 600 Q 490 645 522 675 M690 585 Q 702 628 676 660" stroke="${colour}" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.6"/>`;
  if (age < 40) return smile;
  return `${smile}<path d="M362 468 l -30 -10 M364 490 l -30 8 M700 450 l 28 -12 M702 472 l 30 4 M418 528 Q 450 546 482 530 M608 516 Q 640 534 670 518" stroke="${colour}" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.55"/>`;
}

export interface HeadLook {
  isWoman: boolean;
  race: string;
  age: number;
  /** Realistic faces have no ink: their lines are drawn in a dark skin shade. */
  anime: boolean;
  skin: string;
  hair: string;
  eyes: string;
  hairLength: HairLength;
  hairShape: HairShape;
  /** The hairstyle's own words, for a man's cuts (crop, buzz, undercut) that share a length. */
  hairstyle: string;
  mood: keyof typeof MOUTHS;
}

/** The head as inner SVG markup and its own viewBox, for nesting in the portrait. */
export function headSvg(look: HeadLook, random: SeededRandom): { markup: string; viewBox: string } {
  const hairChoices = !look.isWoman
    ? (MAN_HAIR.find(([pattern]) => pattern.test(look.hairstyle.toLowerCase()))?.[1] ??
      HAIR_VARIANTS.man)
    : look.hairShape === 'straight'
      ? HAIR_VARIANTS[look.hairLength]
      : HAIR_VARIANTS[look.hairShape];
  const features =
    FEATURES.find(([pattern]) => pattern.test(look.race.toLowerCase()))?.[1] ?? DEFAULT_FEATURES;
  const svg = createAvatar(lorelei, {
    seed: String(random.next()),
    head: [variant(features.head) as HeadVariant],
    nose: [variant(features.nose) as NoseVariant],
    eyebrows: [variant(random.pick(features.brows)) as BrowsVariant],
    hair: [variant(random.pick(hairChoices)) as HairVariant],
    hairColor: [look.hair.slice(1)],
    skinColor: [look.skin.slice(1)],
    eyes: [variant(random.pick(look.mood === 'wink' ? WINK_EYES : features.eyes)) as EyesVariant],
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
  const lines = look.anime ? '#000' : shade(look.skin, -0.62);
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return {
    markup:
      (look.anime ? inner : inner.replaceAll('fill="#000"', `fill="${lines}"`)) +
      ageMarks(look.age, look.skin),
    viewBox: /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 980 980',
  };
}
