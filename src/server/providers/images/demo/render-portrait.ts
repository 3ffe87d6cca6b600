import sharp from 'sharp';
import {
  clothingColourOf,
  eyeColourOf,
  hairColourOf,
  mix,
  shade,
  skinToneOf,
} from './colour-words';
import { BUILD_SCALE, CHIN, MID } from './figure-shape';
import { filmGrainOverlay } from './film-grain';
import {
  buildOf,
  bustOf,
  hairLengthOf,
  hairShapeOf,
  hipsOf,
  moodOf,
  type Outfit,
  outfitOf,
  sceneOf,
} from './look-words';
import { backHairSvg, figureSvg } from './portrait-figure';
import { headSvg } from './portrait-head';
import { CANVAS, sceneSvg } from './portrait-scene';
import { seededRandom } from './seeded-random';

/**
 * Bumped whenever a change to the drawing changes the pictures, so files drawn from recipes by an
 * older version (the seeded catalogue) are drawn again instead of served from storage.
 */
export const DEMO_DRAWING_VERSION = 3;

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
  hips?: string;
  /** Her age in years; an older face shows it (smile lines, then lines at the eyes). */
  age?: number;
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
  /** `figure` zooms out to her hips (a build, hips); `bust` lowers the view to her chest. */
  framing?: 'portrait' | 'figure' | 'bust';
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

/** The colour an outfit usually has when its words name none (a white tee, a navy blazer). */
const TYPICAL_COLOURS: Partial<Record<Outfit, string>> = {
  tee: '#f3f1ec',
  shirt: '#f2f4f7',
  blazer: '#1d2b53',
  sweater: '#e3d3b4',
  hoodie: '#878c96',
  lingerie: '#2a1d2a',
  uniform: '#8fb8d8',
};

/** Where the head sits on the canvas, and the chin it is scaled about (its own neck is cut below). */
const HEAD_BOX = { x: 46, y: 150, size: 420 } as const;
/** Natural proportions for realistic, a larger head for anime. */
const HEAD_SCALE = { realistic: 0.9, anime: 1.07 } as const;
/** The zoomed-out view of `framing: 'figure'`: her whole upper body down to the thighs. */
const FIGURE_ZOOM = 0.7;
/** How far `framing: 'bust'` lifts her, so her chest sits mid-picture under her face. */
const BUST_LIFT = 270;
const BUST_ZOOM = 1.2;

/** The portrait as SVG in the requested shape: taller crops the sides, wider shows more scene. */
function portraitSvg(request: PortraitRequest): string {
  const { look, prompt } = request;
  const random = seededRandom(request.seed);
  const isWoman = look.gender === 'woman';
  const accent = look.accent ?? random.pick(ACCENTS);
  const skin = skinToneOf(look.skin ?? look.race ?? '');
  // Hair greys from 40, most of the way by 60.
  const age = look.age ?? 25;
  const greying = age < 40 ? 0 : Math.min(0.6, 0.2 + (age - 40) * 0.02);
  const hair = mix(hairColourOf(look.hairColor), '#c9cdd4', greying);
  const hairLength = hairLengthOf(look.hairstyle, isWoman);
  const hairShape = hairShapeOf(look.hairstyle);
  const scene = sceneSvg(sceneOf(prompt), accent, random);
  const anime = look.style === 'anime';
  const head = headSvg(
    {
      isWoman,
      race: look.race ?? '',
      age,
      anime,
      skin,
      hair,
      eyes: eyeColourOf(look.eyeColor),
      hairLength,
      hairShape,
      hairstyle: look.hairstyle,
      mood: moodOf(prompt),
    },
    random,
  );
  const outfit = outfitOf(`${look.clothing} ${prompt}`, isWoman);
  const figureLook = {
    isWoman,
    skin,
    hair,
    hairLength,
    hairShape,
    build: buildOf(look.body),
    bust: bustOf(look.breast),
    hips: hipsOf(look.hips),
    anime,
    outfit,
    // An outfit that names no colour takes a light tint of the accent, so it stands out from the
    // backdrop (drawn in the accent's darker tones) and her silhouette reads at thumbnail size.
    outfitColour:
      clothingColourOf(look.clothing) ??
      TYPICAL_COLOURS[outfit] ??
      shade(accent, random.between(0.42, 0.55)),
  };
  const aspect = request.width / request.height;
  const designAspect = CANVAS.width / CANVAS.height;
  const viewWidth = aspect >= designAspect ? CANVAS.height * aspect : CANVAS.width;
  const viewHeight = aspect >= designAspect ? CANVAS.height : CANVAS.width / aspect;
  const viewBox = `${(CANVAS.width - viewWidth) / 2} ${Math.max(0, 420 - viewHeight / 2) * (viewHeight < CANVAS.height ? 1 : 0)} ${viewWidth} ${viewHeight}`;
  // Anime reads as cel art (ink outlines, hard shadows, a larger head, a crisp rim light);
  // realistic as a soft painting (no ink, blurred shadows, natural proportions, warm light, grain).
  const finish = anime
    ? `<rect x="-2000" width="5000" height="${CANVAS.height}" fill="url(#rim)"/>`
    : `<rect x="-2000" width="5000" height="${CANVAS.height}" fill="url(#warm)"/>`;
  const headScale = HEAD_SCALE[look.style];
  const headMarkup = `<g transform="translate(${CHIN.x} ${CHIN.y}) scale(${headScale}) translate(${-CHIN.x} ${-CHIN.y})"><g clip-path="url(#head-cut)"><svg x="${HEAD_BOX.x}" y="${HEAD_BOX.y}" width="${HEAD_BOX.size}" height="${HEAD_BOX.size}" viewBox="${head.viewBox}">${head.markup}</svg></g></g>`;
  const framingZoom =
    request.framing === 'figure' ? FIGURE_ZOOM : request.framing === 'bust' ? BUST_ZOOM : 1;
  const zoom = framingZoom * BUILD_SCALE[figureLook.build];
  const person = `${backHairSvg(figureLook)}${figureSvg(figureLook)}${headMarkup}`;
  const placed =
    request.framing === 'bust'
      ? `<g transform="translate(${CHIN.x * (1 - zoom)} ${CHIN.y * (1 - zoom) - BUST_LIFT}) scale(${zoom})">${person}</g>`
      : zoom === 1
        ? person
        : request.framing === 'figure'
          ? `<g transform="translate(${MID * (1 - zoom)} ${110 - 170 * zoom}) scale(${zoom})">${person}</g>`
          : // A portrait keeps her chin in place and grows or shrinks around it.
            `<g transform="translate(${CHIN.x * (1 - zoom)} ${CHIN.y * (1 - zoom)}) scale(${zoom})">${person}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${request.width}" height="${request.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
<defs>${scene.defs}
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.8"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>
<linearGradient id="rim" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="${shade(accent, 0.6)}" stop-opacity="0.35"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="warm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd9a8" stop-opacity="0.12"/><stop offset="1" stop-color="#5a2a4a" stop-opacity="0.12"/></linearGradient>
${request.blurred ? '<filter id="locked"><feGaussianBlur stdDeviation="26"/></filter>' : ''}
<clipPath id="head-cut"><rect x="-3000" y="-3000" width="7000" height="${3000 + CHIN.y + (isWoman ? 0 : 30)}"/><rect x="-3000" y="-3000" width="${3000 + CHIN.x - 130}" height="7000"/><rect x="${CHIN.x + 84}" y="-3000" width="7000" height="7000"/></clipPath>
</defs>
<g${request.blurred ? ' filter="url(#locked)"' : ''}>
${scene.body}
${placed}
${finish}
<rect x="-2000" width="5000" height="${CANVAS.height}" fill="url(#vignette)"/>
</g>
</svg>`;
}

/** Draws the portrait as a raster image (the embedded image model's output). */
export async function renderPortrait(request: PortraitRequest): Promise<Buffer> {
  const drawn = sharp(Buffer.from(portraitSvg(request)), { density: 72 }).resize(
    request.width,
    request.height,
    { fit: 'cover' },
  );
  // A realistic picture gets a photograph's grain, laid on the raster (see film-grain.ts).
  const image =
    request.look.style === 'anime'
      ? drawn
      : drawn.composite([filmGrainOverlay(request.seed, request)]);
  return request.format === 'webp'
    ? image.webp({ quality: 86 }).toBuffer()
    : image.png({ compressionLevel: 8 }).toBuffer();
}
