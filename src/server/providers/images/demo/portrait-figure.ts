import { shade } from './colour-words';
import {
  armsPath,
  CHEST_Y,
  CHIN,
  FIGURE_BOTTOM,
  HIP_Y,
  type Hips,
  MID,
  NECK_TOP,
  NECK_Y,
  type Silhouette,
  silhouetteOf,
  sleeveEnd,
  torsoPath,
  WAIST_Y,
} from './figure-shape';
import type { Build, HairLength, HairShape, Outfit } from './look-words';

export interface FigureLook {
  isWoman: boolean;
  skin: string;
  hair: string;
  hairLength: HairLength;
  hairShape: HairShape;
  build: Build;
  /** 0 small … 3 extra large, from the breast choice. */
  bust: number;
  hips: Hips;
  outfit: Outfit;
  outfitColour: string;
  /** Anime draws ink outlines and hard cel shadows; realistic soft light and no outlines. */
  anime: boolean;
}

const FAR = 2400;
const INK = '#231a24';
const DENIM = '#34496e';

/** Hair that falls behind the shoulders, drawn before the body. */
export function backHairSvg(look: FigureLook): string {
  if (look.hairShape === 'bun' || look.hairLength === 'short' || look.hairLength === 'bob') {
    return '';
  }
  if (!look.isWoman && look.hairLength !== 'long') return '';
  const end = look.hairLength === 'long' ? 740 : 640;
  const wave = look.hairShape === 'curly' ? 20 : look.hairShape === 'wavy' ? 12 : 3;
  const colour = shade(look.hair, -0.12);
  /** One side's outline from the temple down, bulging out and in like waves or curls. */
  const side = (sign: number) => {
    const segments: string[] = [];
    for (let y = 330; y < end; y += 60) {
      const out = MID + sign * (150 + (y - 330) * 0.08);
      segments.push(
        `Q ${(out + sign * wave * 2).toFixed(0)} ${y + 30} ${out.toFixed(0)} ${Math.min(y + 60, end)}`,
      );
    }
    return segments;
  };
  if (look.hairShape === 'ponytail' || look.hairShape === 'braids') {
    return `<path d="M${MID + 95} 300 C ${MID + 190} 380, ${MID + 150} 560, ${MID + 175} ${end} C ${MID + 120} ${end - 40}, ${MID + 110} 480, ${MID + 70} 360 Z" fill="${look.hair}"/>`;
  }
  const left = side(-1).join(' ');
  const right = side(1);
  return `<path d="M${MID - 120} 300 L ${MID - 150} 330 ${left} Q ${MID} ${end + 40} ${MID + 150 + (end - 330) * 0.08} ${end} L ${MID + 150} 330 L ${MID + 120} 300 Z" fill="${colour}"/><path d="M${MID + 150} 330 ${right.join(' ')}" stroke="${colour}" stroke-width="1" fill="${colour}"/>`;
}

/** A garment's region: everything under `top` (a path from far left to far right) down to `bottom`. */
const under = (top: string, bottom: number = FAR) =>
  `M${-FAR} ${NECK_Y} ${top} L ${FAR} ${NECK_Y} V ${bottom} H ${-FAR} Z`;
const straightTop = (y: number) => `L ${-FAR} ${y} H ${FAR}`;
/** A neckline that covers the shoulders and dips to `depth` below the neck, round or V. */
const neckline = (shape: Silhouette, depth: number, round: boolean) => {
  const side = shape.neck + 6;
  const start = `L ${-FAR} ${NECK_TOP} L ${MID - side} ${NECK_Y - 6}`;
  const dip = round
    ? `Q ${MID} ${NECK_Y + depth * 1.6} ${MID + side} ${NECK_Y - 6}`
    : `L ${MID} ${NECK_Y + depth} L ${MID + side} ${NECK_Y - 6}`;
  return `${start} ${dip} L ${FAR} ${NECK_TOP}`;
};
const sweetheart = (y: number) =>
  `L ${-FAR} ${y + 10} L ${MID - 96} ${y} Q ${MID - 44} ${y - 14} ${MID} ${y + 24} Q ${MID + 44} ${y - 14} ${MID + 96} ${y} L ${FAR} ${y + 10}`;

/** Briefs or a bikini bottom: a band from `top` at the hips, narrowing to a V. */
const briefs = (top: number) =>
  `M${-FAR} ${top} H ${FAR} V ${top + 40} L ${MID + 34} ${top + 130} H ${MID - 34} L ${-FAR} ${top + 40} Z`;

interface Garment {
  /** Regions (path data) in the cloth colour, in the torso. */
  regions: string[];
  colour?: string;
  /** How far sleeves reach: 0 none … 1 to the wrist. */
  sleeves: number;
  /** Drawn over everything, in the torso: seams, lapels, belts, lace. */
  details?: string;
  /** Drawn outside the torso clip: a skirt's flare, a hood. */
  outside?: string;
  behind?: string;
  straps?: boolean;
  /** A bottom (jeans, leggings) from this height down, for tops that stop above the hips. */
  bottomFrom?: number;
  bottomColour?: string;
  /** The sleeves' colour when it is not the garment's (a jacket over a shirt). */
  sleeveColour?: string;
}

function garmentOf(look: FigureLook, shape: Silhouette): Garment {
  const cloth = look.outfitColour;
  const trim = shade(cloth, -0.45);
  const bust = (y: number) => y + look.bust * 6;
  switch (look.outfit) {
    case 'dress':
      return {
        regions: [under(sweetheart(bust(NECK_Y + 96)))],
        sleeves: 0,
        straps: true,
        outside: `<path d="M${MID - shape.waist} ${WAIST_Y} L ${MID - shape.hip - 46} ${FIGURE_BOTTOM} H ${MID + shape.hip + 46} L ${MID + shape.waist} ${WAIST_Y} Z" fill="url(#cloth)"/>`,
        details: `<path d="M${-FAR} ${WAIST_Y} H ${FAR}" stroke="${trim}" stroke-width="6"/>`,
      };
    case 'strap top':
      return {
        regions: [under(straightTop(bust(NECK_Y + 104)), WAIST_Y + 10)],
        sleeves: 0,
        straps: true,
        bottomFrom: HIP_Y - 40,
      };
    case 'lingerie': {
      const top = bust(NECK_Y + 112);
      const lace = Array.from(
        { length: 14 },
        (_, i) =>
          `<circle cx="${MID - 130 + i * 20}" cy="${top}" r="8" fill="none" stroke="${shade(cloth, 0.35)}" stroke-width="3"/>`,
      ).join('');
      return {
        colour: shade(cloth, -0.35),
        regions: [under(sweetheart(top), CHEST_Y + 44 + look.bust * 14), briefs(HIP_Y - 40)],
        sleeves: 0,
        straps: true,
        details: `${lace}<path d="M${-FAR} ${HIP_Y - 40} H ${FAR}" stroke="${shade(cloth, 0.35)}" stroke-width="5" stroke-dasharray="6 6"/>`,
      };
    }
    case 'bikini': {
      // The cups sit over her bust (bustShading's centre and size).
      const y = CHEST_Y - 12 + look.bust * 12;
      const size = 42 + look.bust * 12;
      return {
        colour: shade(cloth, 0.1),
        regions: [
          `M${MID - 8} ${y + size * 0.5} L ${MID - 10 - size * 0.7} ${y - size * 0.4} L ${MID - 20 - size * 1.3} ${y + size * 0.5} Z M${MID + 8} ${y + size * 0.5} L ${MID + 10 + size * 0.7} ${y - size * 0.4} L ${MID + 20 + size * 1.3} ${y + size * 0.5} Z`,
          briefs(HIP_Y - 10),
        ],
        sleeves: 0,
        details: `<path d="M${-FAR} ${y + size * 0.5} H ${FAR} M${MID - 10 - size * 0.7} ${y - size * 0.4} L ${MID - 40} ${NECK_Y} M${MID + 10 + size * 0.7} ${y - size * 0.4} L ${MID + 40} ${NECK_Y}" stroke="${trim}" stroke-width="4"/>`,
      };
    }
    case 'kimono':
      // Wrapped left over right, closed by the obi at the waist.
      return {
        regions: [under(neckline(shape, 120, false))],
        sleeves: 1.12,
        details: `<path d="M${MID - shape.neck - 8} ${NECK_Y - 6} L ${MID + 24} ${NECK_Y + 126} L ${MID + 60} ${WAIST_Y}" stroke="${shade(cloth, 0.55)}" stroke-width="16" fill="none"/><path d="M${MID + shape.neck + 8} ${NECK_Y - 6} L ${MID} ${NECK_Y + 120}" stroke="${shade(cloth, 0.55)}" stroke-width="12" fill="none"/><rect x="${-FAR}" y="${WAIST_Y - 40}" width="${2 * FAR}" height="76" fill="${trim}"/><rect x="${-FAR}" y="${WAIST_Y - 6}" width="${2 * FAR}" height="8" fill="${shade(cloth, 0.5)}"/>`,
      };
    case 'hoodie':
      return {
        regions: [under(neckline(shape, 30, true), HIP_Y + 20)],
        sleeves: 1,
        bottomFrom: HIP_Y + 10,
        behind: `<path d="M${MID - shape.neck - 60} ${NECK_Y - 30} Q ${MID} ${NECK_Y + 40} ${MID + shape.neck + 60} ${NECK_Y - 30} L ${MID + shape.neck + 80} ${NECK_Y + 30} Q ${MID} ${NECK_Y + 100} ${MID - shape.neck - 80} ${NECK_Y + 30} Z" fill="${trim}"/>`,
        details: `<path d="M${MID - 22} ${NECK_Y + 30} L ${MID - 28} ${NECK_Y + 150} M${MID + 22} ${NECK_Y + 30} L ${MID + 28} ${NECK_Y + 150}" stroke="#f4f4f4" stroke-width="5" stroke-linecap="round"/><path d="M${MID - 80} ${WAIST_Y + 40} L ${MID - 56} ${WAIST_Y - 20} H ${MID + 56} L ${MID + 80} ${WAIST_Y + 40} Z" fill="none" stroke="${trim}" stroke-width="5"/>`,
      };
    case 'sweater': {
      const knit = Array.from(
        { length: 9 },
        (_, i) =>
          `<path d="M${-FAR} ${NECK_Y + 90 + i * 56} H ${FAR}" stroke="${shade(cloth, -0.18)}" stroke-width="4"/>`,
      ).join('');
      return {
        regions: [under(neckline(shape, 20, true), HIP_Y)],
        sleeves: 1,
        bottomFrom: HIP_Y - 10,
        details: `${knit}<path d="M${MID - shape.neck - 8} ${NECK_Y - 4} Q ${MID} ${NECK_Y + 40} ${MID + shape.neck + 8} ${NECK_Y - 4}" stroke="${trim}" stroke-width="14" fill="none"/>`,
      };
    }
    case 'blazer':
    case 'leather jacket': {
      const leather = look.outfit === 'leather jacket';
      const jacket = leather ? '#1f1d22' : cloth;
      const inside = leather ? shade(cloth, 0.15) : '#f4f1ea';
      const lapel = shade(jacket, leather ? 0.25 : -0.25);
      return {
        colour: inside,
        regions: [under(neckline(shape, leather ? 40 : 90, leather), HIP_Y + 40)],
        sleeves: 1,
        bottomFrom: HIP_Y + 20,
        details: `<path d="M${-FAR} ${NECK_TOP} L ${MID - shape.neck - 6} ${NECK_Y - 8} L ${MID - 40} ${CHEST_Y + 20} L ${MID - 14} ${HIP_Y + 40} H ${-FAR} Z M${FAR} ${NECK_TOP} L ${MID + shape.neck + 6} ${NECK_Y - 8} L ${MID + 40} ${CHEST_Y + 20} L ${MID + 14} ${HIP_Y + 40} H ${FAR} Z" fill="${jacket}"/><path d="M${MID - shape.neck - 6} ${NECK_Y - 8} L ${MID - 78} ${NECK_Y + 110} L ${MID - 40} ${CHEST_Y + 20} M${MID + shape.neck + 6} ${NECK_Y - 8} L ${MID + 78} ${NECK_Y + 110} L ${MID + 40} ${CHEST_Y + 20}" stroke="${lapel}" stroke-width="6" fill="none"/>${leather ? `<path d="M${MID - 40} ${CHEST_Y + 20} L ${MID - 14} ${HIP_Y + 40}" stroke="#b8bcc4" stroke-width="4"/>` : `<circle cx="${MID - 24}" cy="${WAIST_Y}" r="7" fill="${shade(jacket, -0.4)}"/>`}`,
        sleeveColour: jacket,
      };
    }
    case 'sportswear':
      return look.isWoman
        ? {
            regions: [under(sweetheart(bust(NECK_Y + 104)), CHEST_Y + 70 + look.bust * 12)],
            sleeves: 0,
            straps: true,
            bottomFrom: WAIST_Y + 30,
            bottomColour: shade(cloth, -0.55),
            details: `<path d="M${-FAR} ${CHEST_Y + 58 + look.bust * 12} H ${FAR}" stroke="#f4f4f4" stroke-width="8"/>`,
          }
        : {
            regions: [under(`${straightTop(NECK_Y + 80)}`, HIP_Y - 20)],
            sleeves: 0,
            straps: true,
            bottomFrom: HIP_Y - 30,
            bottomColour: shade(cloth, -0.55),
            details: `<path d="M${MID - 140} ${NECK_Y + 120} L ${MID + 140} ${WAIST_Y}" stroke="#f4f4f4" stroke-width="10"/>`,
          };
    case 'uniform':
      return {
        colour: shade(cloth, 0.55),
        regions: [under(neckline(shape, 70, false))],
        sleeves: 0.22,
        details: `<path d="M${MID} ${NECK_Y + 70} V ${FIGURE_BOTTOM}" stroke="${shade(cloth, -0.1)}" stroke-width="4"/>${[0, 1, 2, 3].map((i) => `<circle cx="${MID + 12}" cy="${NECK_Y + 110 + i * 90}" r="6" fill="${shade(cloth, -0.2)}"/>`).join('')}<rect x="${MID - 100}" y="${CHEST_Y + 30}" width="52" height="44" rx="6" fill="none" stroke="${shade(cloth, -0.1)}" stroke-width="4"/><path d="M${MID - 88} ${CHEST_Y + 20} V ${CHEST_Y + 56}" stroke="#2f5fb3" stroke-width="6"/><path d="M${-FAR} ${WAIST_Y} H ${FAR}" stroke="${shade(cloth, -0.1)}" stroke-width="10"/>`,
      };
    case 'shirt':
      return {
        colour: shade(cloth, 0.2),
        regions: [under(neckline(shape, 56, false), HIP_Y + 10)],
        sleeves: 0.62,
        bottomFrom: HIP_Y - 10,
        details: `<path d="M${MID - shape.neck - 8} ${NECK_Y - 10} L ${MID - 30} ${NECK_Y + 70} L ${MID - 4} ${NECK_Y + 40} Z M${MID + shape.neck + 8} ${NECK_Y - 10} L ${MID + 30} ${NECK_Y + 70} L ${MID + 4} ${NECK_Y + 40} Z" fill="${shade(cloth, 0.45)}" stroke="${shade(cloth, -0.25)}" stroke-width="3"/>${[0, 1, 2, 3].map((i) => `<circle cx="${MID}" cy="${NECK_Y + 100 + i * 90}" r="5" fill="${shade(cloth, -0.3)}"/>`).join('')}`,
      };
    default:
      // The casual t-shirt: round or V neck, short sleeves, jeans.
      return {
        regions: [under(neckline(shape, look.isWoman ? 44 : 22, !look.isWoman), HIP_Y - 10)],
        sleeves: 0.2,
        bottomFrom: HIP_Y - 30,
      };
  }
}

/** Shading of a bust in `base`'s tones: the lower curve in shadow, a light on top. */
function bustShading(look: FigureLook, base: string): string {
  if (!look.isWoman) return '';
  const cy = CHEST_Y - 6 + look.bust * 12;
  const rx = 24 + look.bust * 15;
  const ry = 18 + look.bust * 14;
  const dx = 26 + look.bust * 9;
  const dark = shade(base, -0.34);
  const light = shade(base, 0.22);
  return [-1, 1]
    .map((sign) => {
      const cx = MID + sign * dx;
      // Soft edges come from opacity and a radial light, not a blur filter (a filter per shape
      // costs more than the rest of the figure to rasterise).
      return `<path d="M${cx - rx} ${cy} A ${rx} ${ry} 0 0 0 ${cx + rx} ${cy} A ${rx} ${ry * 0.45} 0 0 1 ${cx - rx} ${cy} Z" fill="${dark}"${look.anime ? '' : ' opacity="0.6"'}/>${look.anime ? `<path d="M${cx - rx} ${cy} A ${rx} ${ry} 0 0 0 ${cx + rx} ${cy}" fill="none" stroke="${INK}" stroke-width="3" opacity="0.7"/>` : ''}<ellipse cx="${cx - sign * rx * 0.2}" cy="${cy - ry * 0.45}" rx="${rx * 0.55}" ry="${ry * 0.32}" fill="${look.anime ? light : 'url(#light)'}" opacity="${look.anime ? 0.45 : 0.7}"/>`;
    })
    .join('')
    .concat(
      look.bust >= 1
        ? `<path d="M${MID} ${cy - ry * 0.7} Q ${MID - 4} ${cy - ry * 0.1} ${MID} ${cy + ry * 0.2}" stroke="${dark}" stroke-width="${2 + look.bust * 1.5}" fill="none" stroke-linecap="round"/>`
        : '',
    );
}

/** A man's chest: pectoral shadows that grow with the build. */
function chestShading(look: FigureLook, base: string, shape: Silhouette): string {
  if (look.isWoman) return '';
  const strength = {
    petite: 0,
    slim: 0,
    average: 0.5,
    curvy: 0.5,
    athletic: 1,
    muscular: 1.6,
    broad: 1.2,
  }[look.build];
  if (strength === 0) return '';
  const width = shape.chest * 0.55;
  const y = CHEST_Y + 10;
  return `<path d="M${MID - 10} ${y} Q ${MID - width * 0.6} ${y + 26 * strength} ${MID - width} ${y - 10} M${MID + 10} ${y} Q ${MID + width * 0.6} ${y + 26 * strength} ${MID + width} ${y - 10}" stroke="${shade(base, -0.3)}" stroke-width="${3 + strength * 3}" fill="none" stroke-linecap="round"/>`;
}

/** Neck, arms, torso and the outfit over them, down to the thighs. */
export function figureSvg(look: FigureLook): string {
  const shape = silhouetteOf(look.isWoman, look.build, look.bust, look.hips);
  const garment = garmentOf(look, shape);
  const cloth = garment.colour ?? look.outfitColour;
  const skinShadow = shade(look.skin, -0.2);
  const torso = torsoPath(shape);
  const arms = armsPath(shape);
  const ink = look.anime ? ` stroke="${INK}" stroke-width="5" stroke-linejoin="round"` : '';
  // Cel shading: one hard shadow down her left side; a shadow fading across her otherwise.
  const sideShadow = look.anime
    ? `<path d="M${MID - FAR} 0 H ${MID - shape.waist * 0.55} C ${MID - shape.waist * 0.7} ${CHEST_Y}, ${MID - shape.waist * 0.4} ${WAIST_Y}, ${MID - shape.hip * 0.6} ${FAR} H ${MID - FAR} Z" fill="#000" opacity="0.16"/>`
    : `<rect x="${MID - shape.shoulder - 60}" y="${NECK_Y - 60}" width="${shape.shoulder + 60}" height="${FIGURE_BOTTOM - NECK_Y + 60}" fill="url(#side-shadow)"/>`;
  const defs = `<linearGradient id="skin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${look.anime ? look.skin : skinShadow}"/><stop offset="0.32" stop-color="${look.skin}"/><stop offset="0.68" stop-color="${look.skin}"/><stop offset="1" stop-color="${shade(look.skin, look.anime ? 0 : -0.1)}"/></linearGradient><linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(cloth, look.anime ? 0 : 0.15)}"/><stop offset="1" stop-color="${shade(cloth, look.anime ? -0.1 : -0.35)}"/></linearGradient><clipPath id="torso"><path d="${torso}"/></clipPath><clipPath id="arms"><path d="${arms}"/></clipPath><clipPath id="garment"><path d="${garment.regions.join(' ')}"/></clipPath><radialGradient id="light"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><radialGradient id="chin-shadow"><stop offset="0" stop-color="${skinShadow}"/><stop offset="1" stop-color="${skinShadow}" stop-opacity="0"/></radialGradient><linearGradient id="side-shadow" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`;
  const sleeveColour = garment.sleeveColour ?? cloth;
  const sleeves =
    garment.sleeves > 0
      ? `<g clip-path="url(#arms)"><rect x="${-FAR}" y="0" width="${2 * FAR}" height="${sleeveEnd(garment.sleeves)}" fill="${sleeveColour}"/><rect x="${-FAR}" y="${sleeveEnd(garment.sleeves) - 10}" width="${2 * FAR}" height="10" fill="${shade(sleeveColour, -0.3)}"/></g>`
      : '';
  const bottom =
    garment.bottomFrom === undefined
      ? ''
      : `<rect x="${-FAR}" y="${garment.bottomFrom}" width="${2 * FAR}" height="${FAR}" fill="${garment.bottomColour ?? DENIM}"/><path d="M${MID} ${HIP_Y + 40} V ${FAR}" stroke="${shade(garment.bottomColour ?? DENIM, -0.35)}" stroke-width="4"/>`;
  const straps = garment.straps
    ? `<path d="M${MID - 70} ${CHEST_Y - 30} L ${MID - shape.neck - 40} ${NECK_Y + 20} M${MID + 70} ${CHEST_Y - 30} L ${MID + shape.neck + 40} ${NECK_Y + 20}" stroke="${shade(cloth, -0.35)}" stroke-width="6" stroke-linecap="round"/>`
    : '';
  return `<defs>${defs}</defs>${garment.behind ?? ''}<path d="${arms}" fill="url(#skin)"${ink}/>${sleeves}${look.anime ? `<path d="${arms}" fill="none"${ink}/>` : ''}${garment.outside ?? ''}<path d="${torso}" fill="url(#skin)"/><ellipse cx="${CHIN.x}" cy="${CHIN.y + 8}" rx="${shape.neck}" ry="14" fill="${look.anime ? skinShadow : 'url(#chin-shadow)'}" opacity="0.6"/>
<g clip-path="url(#torso)"><path d="M${MID - 58} ${NECK_Y + 30} Q ${MID - 30} ${NECK_Y + 40} ${MID - 8} ${NECK_Y + 34} M${MID + 58} ${NECK_Y + 30} Q ${MID + 30} ${NECK_Y + 40} ${MID + 8} ${NECK_Y + 34}" stroke="${skinShadow}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.6"/>${bustShading(look, look.skin)}${chestShading(look, look.skin, shape)}${bottom}${straps}
<g clip-path="url(#garment)"><rect x="${-FAR}" y="0" width="${2 * FAR}" height="${FAR}" fill="url(#cloth)"/>${bustShading(look, cloth)}${chestShading(look, cloth, shape)}</g>
${garment.details ?? ''}${look.anime ? `<path d="${garment.regions.join(' ')}" fill="none"${ink}/>` : ''}${sideShadow}</g>
${look.anime ? `<path d="${torso}" fill="none"${ink}/>` : ''}`;
}
