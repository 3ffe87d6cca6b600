import sharp from 'sharp';
import { clothingColourOf, eyeColourOf, hairColourOf, shade, skinToneOf } from './colour-words';
import { filmGrainPattern } from './film-grain';
import { buildOf, hairLengthOf, hairShapeOf, moodOf, outfitOf, sceneOf } from './look-words';
import { backHairSvg, figureSvg } from './portrait-figure';
import { headSvg } from './portrait-head';
import { CANVAS, sceneSvg } from './portrait-scene';
import { seededRandom } from './seeded-random';

/**
 * Bumped whenever a change to the drawing changes the pictures, so files drawn from recipes by an
 * older version (the seeded catalogue) are drawn again instead of served from storage.
 */
export const DEMO_DRAWING_VERSION = 2;

/** Who is drawn: a character's look in the wizard's words (or #rrggbb colours). */
export interface PortraitLook {
  style: 'realistic' | 'anime';
  gender: 'woman' | 'man';
  race?: string;
  skin?: string;
  hairstyle: string;
  hairColor: string;
  eyeColor: string;
  body: string;
  breast?: string;
  clothing: string;
  /** The accent of her scene and outfit, #rrggbb; one is drawn from the seed when missing. */
  accent?: string;
}

export interface PortraitRequest {
  look: PortraitLook;
  /** Keywords that set the scene, the light and her expression ("beach, sunset, wink"). */
  prompt: string;
  width: number;
  height: number;
  seed: number;
  format: 'png' | 'webp';
  /** A blurred copy, for photos a non-member sees locked. */
  blurred?: boolean;
}

const ACCENTS = [
  '#c2185b',
  '#7b3fa0',
  '#1d6fa5',
  '#2e7d5b',
  '#b8452f',
  '#d18f1f',
  '#37474f',
  '#ad1457',
];

const bustOf = (words = '') =>
  /\b(large|big|full|busty|ample)/i.test(words) ? 2 : /\b(small|petite|flat)/i.test(words) ? 0 : 1;

/** The portrait as SVG in the requested shape: taller crops the sides, wider shows more scene. */
function portraitSvg(request: PortraitRequest): string {
  const { look, prompt } = request;
  const random = seededRandom(request.seed);
  const isWoman = look.gender === 'woman';
  const accent = look.accent ?? random.pick(ACCENTS);
  const skin = skinToneOf(look.skin ?? look.race ?? '');
  const hair = hairColourOf(look.hairColor);
  const hairLength = hairLengthOf(look.hairstyle, isWoman);
  const hairShape = hairShapeOf(look.hairstyle);
  const scene = sceneSvg(sceneOf(prompt), accent, random);
  const head = headSvg(
    {
      isWoman,
      skin,
      hair,
      eyes: eyeColourOf(look.eyeColor),
      hairLength,
      hairShape,
      mood: moodOf(prompt),
    },
    random,
  );
  const figureLook = {
    isWoman,
    skin,
    hair,
    hairLength,
    hairShape,
    build: buildOf(look.body),
    bust: bustOf(look.breast),
    outfit: outfitOf(`${look.clothing} ${prompt}`, isWoman),
    outfitColour: clothingColourOf(look.clothing) ?? shade(accent, random.between(-0.2, 0.1)),
  };
  const anime = look.style === 'anime';
  const aspect = request.width / request.height;
  const designAspect = CANVAS.width / CANVAS.height;
  const viewWidth = aspect >= designAspect ? CANVAS.height * aspect : CANVAS.width;
  const viewHeight = aspect >= designAspect ? CANVAS.height : CANVAS.width / aspect;
  const viewBox = `${(CANVAS.width - viewWidth) / 2} ${Math.max(0, 420 - viewHeight / 2) * (viewHeight < CANVAS.height ? 1 : 0)} ${viewWidth} ${viewHeight}`;
  // Anime reads as cel art (a crisp rim light); realistic as a soft photograph (warm light, grain).
  const finish = anime
    ? `<rect x="-2000" width="5000" height="${CANVAS.height}" fill="url(#rim)"/>`
    : `<rect x="-2000" width="5000" height="${CANVAS.height}" fill="url(#warm)"/><rect x="-2000" width="5000" height="${CANVAS.height}" fill="url(#grain)" opacity="0.035"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${request.width}" height="${request.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
<defs>${scene.defs}
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.8"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>
<linearGradient id="rim" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="${shade(accent, 0.6)}" stop-opacity="0.35"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="warm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd9a8" stop-opacity="0.22"/><stop offset="1" stop-color="#5a2a4a" stop-opacity="0.18"/></linearGradient>
${anime ? '' : filmGrainPattern('grain', request.seed)}
${request.blurred ? '<filter id="locked"><feGaussianBlur stdDeviation="26"/></filter>' : ''}
</defs>
<g${request.blurred ? ' filter="url(#locked)"' : ''}>
${scene.body}
${backHairSvg(figureLook)}
${figureSvg(figureLook)}
<svg x="46" y="150" width="420" height="420" viewBox="${head.viewBox}">${head.markup}</svg>
${finish}
<rect x="-2000" width="5000" height="${CANVAS.height}" fill="url(#vignette)"/>
</g>
</svg>`;
}

/** Draws the portrait as a raster image (the embedded image model's output). */
export async function renderPortrait(request: PortraitRequest): Promise<Buffer> {
  const image = sharp(Buffer.from(portraitSvg(request)), { density: 72 }).resize(
    request.width,
    request.height,
    { fit: 'cover' },
  );
  return request.format === 'webp'
    ? image.webp({ quality: 86 }).toBuffer()
    : image.png({ compressionLevel: 8 }).toBuffer();
}
