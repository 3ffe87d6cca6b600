import { shade } from './colour-words';
import type { Build, HairLength, HairShape, Outfit } from './look-words';
import { CANVAS } from './portrait-scene';

export interface FigureLook {
  isWoman: boolean;
  skin: string;
  hair: string;
  hairLength: HairLength;
  hairShape: HairShape;
  build: Build;
  /** 0 small … 2 large, from the breast choice; drawn as a soft line only. */
  bust: number;
  outfit: Outfit;
  outfitColour: string;
}

const MID = CANVAS.width / 2;
const BOTTOM = CANVAS.height;
/** Where the neck meets the shoulders, just under the face box. */
const NECK_Y = 548;

const SHOULDER_HALF_WIDTH: Record<Build, number> = {
  slim: 112,
  average: 122,
  athletic: 134,
  curvy: 128,
};

/** Hair that falls behind the shoulders, drawn before the body. */
export function backHairSvg(look: FigureLook): string {
  if (
    !look.isWoman ||
    look.hairShape === 'bun' ||
    look.hairLength === 'short' ||
    look.hairLength === 'bob'
  ) {
    return '';
  }
  const end = look.hairLength === 'long' ? 720 : 630;
  const wave = look.hairShape === 'curly' ? 20 : look.hairShape === 'wavy' ? 12 : 3;
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
  // The right side is drawn downwards too, then joined across the ends.
  return `<path d="M${MID - 120} 300 L ${MID - 150} 330 ${left} Q ${MID} ${end + 40} ${MID + 150 + (end - 330) * 0.08} ${end} L ${MID + 150} 330 L ${MID + 120} 300 Z" fill="${shade(look.hair, -0.12)}"/><path d="M${MID + 150} 330 ${right.join(' ')}" stroke="${shade(look.hair, -0.12)}" stroke-width="1" fill="${shade(look.hair, -0.12)}"/>`;
}

/** Shoulders, chest and the outfit over them. */
export function figureSvg(look: FigureLook): string {
  const half = SHOULDER_HALF_WIDTH[look.build] + (look.isWoman ? 0 : 22);
  const skinShadow = shade(look.skin, -0.18);
  const left = MID - half;
  const right = MID + half;
  const body = `<path d="M${MID - 40} ${NECK_Y - 44} L ${MID - 42} ${NECK_Y} C ${MID - 76} ${NECK_Y + 22}, ${left + 20} ${NECK_Y + 30}, ${left} ${NECK_Y + 70} C ${left - 18} ${NECK_Y + 110}, ${left - 22} ${BOTTOM - 60}, ${left - 26} ${BOTTOM} L ${right + 26} ${BOTTOM} C ${right + 22} ${BOTTOM - 60}, ${right + 18} ${NECK_Y + 110}, ${right} ${NECK_Y + 70} C ${right - 20} ${NECK_Y + 30}, ${MID + 76} ${NECK_Y + 22}, ${MID + 42} ${NECK_Y} L ${MID + 40} ${NECK_Y - 44} Z" fill="url(#skin)"/>
<path d="M${MID - 60} ${NECK_Y + 30} Q ${MID - 30} ${NECK_Y + 40} ${MID - 8} ${NECK_Y + 34} M${MID + 60} ${NECK_Y + 30} Q ${MID + 30} ${NECK_Y + 40} ${MID + 8} ${NECK_Y + 34}" stroke="${skinShadow}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  const defs = `<linearGradient id="skin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${skinShadow}"/><stop offset="0.45" stop-color="${look.skin}"/><stop offset="1" stop-color="${shade(look.skin, -0.1)}"/></linearGradient><linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(look.outfitColour, 0.15)}"/><stop offset="1" stop-color="${shade(look.outfitColour, -0.35)}"/></linearGradient>`;
  return `<defs>${defs}</defs>${body}${outfitSvg(look, left, right)}`;
}

function chestLine(look: FigureLook, y: number): string {
  if (!look.isWoman || look.bust <= 0) return '';
  const depth = 10 + look.bust * 8;
  return `<path d="M${MID - 70} ${y} Q ${MID - 38} ${y + depth} ${MID - 6} ${y + 4} M${MID + 70} ${y} Q ${MID + 38} ${y + depth} ${MID + 6} ${y + 4}" stroke="${shade(look.outfitColour, -0.5)}" stroke-width="2.5" fill="none" opacity="0.55"/>`;
}

function outfitSvg(look: FigureLook, left: number, right: number): string {
  const trim = shade(look.outfitColour, -0.45);
  const top = NECK_Y + 96;
  /** A garment from the chest line down, with straps. */
  const bodice = (neckline: string, straps: boolean) =>
    `<path d="M${left - 14} ${top + 20} ${neckline} ${right + 14} ${top + 20} L ${right + 28} ${BOTTOM} L ${left - 28} ${BOTTOM} Z" fill="url(#cloth)"/>${
      straps
        ? `<path d="M${MID - 70} ${top + 6} L ${MID - 86} ${NECK_Y + 40} M${MID + 70} ${top + 6} L ${MID + 86} ${NECK_Y + 40}" stroke="${trim}" stroke-width="5" stroke-linecap="round"/>`
        : ''
    }`;
  /** A garment that covers the shoulders, with a neckline drawn as `neck`. */
  const covering = (neck: string) =>
    `<path d="M${MID - 46} ${NECK_Y + 6} ${neck} ${MID + 46} ${NECK_Y + 6} C ${MID + 80} ${NECK_Y + 26}, ${right - 10} ${NECK_Y + 36}, ${right + 4} ${NECK_Y + 74} C ${right + 18} ${NECK_Y + 110}, ${right + 22} ${BOTTOM - 60}, ${right + 30} ${BOTTOM} L ${left - 30} ${BOTTOM} C ${left - 22} ${BOTTOM - 60}, ${left - 18} ${NECK_Y + 110}, ${left - 4} ${NECK_Y + 74} C ${left + 10} ${NECK_Y + 36}, ${MID - 80} ${NECK_Y + 26}, ${MID - 46} ${NECK_Y + 6} Z" fill="url(#cloth)"/>`;
  // Necklines run from the left of the neck to the point given after them.
  const vNeck = `L ${MID} ${NECK_Y + 90} L`;
  const roundNeck = `Q ${MID} ${NECK_Y + 40}`;
  switch (look.outfit) {
    case 'dress':
      return (
        bodice(`Q ${MID - 40} ${top - 2} ${MID} ${top + 26} Q ${MID + 40} ${top - 2}`, true) +
        chestLine(look, top + 24)
      );
    case 'strap top':
    case 'lingerie': {
      const lace =
        look.outfit === 'lingerie'
          ? Array.from(
              { length: 12 },
              (_, i) =>
                `<circle cx="${left + 6 + i * ((right - left) / 11)}" cy="${top + 22}" r="7" fill="none" stroke="${trim}" stroke-width="2" opacity="0.8"/>`,
            ).join('')
          : '';
      return bodice(`L ${MID} ${top + 30} L`, true) + lace + chestLine(look, top + 24);
    }
    case 'bikini':
      return `<path d="M${MID - 92} ${top + 38} Q ${MID - 52} ${top - 8} ${MID - 10} ${top + 40} Q ${MID - 52} ${top + 62} ${MID - 92} ${top + 38} Z M${MID + 92} ${top + 38} Q ${MID + 52} ${top - 8} ${MID + 10} ${top + 40} Q ${MID + 52} ${top + 62} ${MID + 92} ${top + 38} Z" fill="url(#cloth)"/><path d="M${MID - 52} ${top + 10} L ${MID - 40} ${NECK_Y + 10} M${MID + 52} ${top + 10} L ${MID + 40} ${NECK_Y + 10} M${left - 10} ${top + 52} L ${MID - 92} ${top + 40} M${right + 10} ${top + 52} L ${MID + 92} ${top + 40}" stroke="${trim}" stroke-width="3"/>`;
    case 'kimono':
      return `${covering(`L ${MID + 24} ${NECK_Y + 150} L`)}<path d="M${MID - 46} ${NECK_Y + 6} L ${MID + 24} ${NECK_Y + 150}" stroke="${shade(look.outfitColour, 0.5)}" stroke-width="14"/><rect x="${left - 20}" y="${BOTTOM - 90}" width="${right - left + 40}" height="52" fill="${trim}"/>`;
    case 'hoodie':
      return `<path d="M${MID - 90} ${NECK_Y - 10} Q ${MID} ${NECK_Y + 60} ${MID + 90} ${NECK_Y - 10} L ${MID + 100} ${NECK_Y + 30} Q ${MID} ${NECK_Y + 90} ${MID - 100} ${NECK_Y + 30} Z" fill="${trim}"/>${covering(roundNeck)}<path d="M${MID - 20} ${NECK_Y + 40} L ${MID - 26} ${NECK_Y + 140} M${MID + 20} ${NECK_Y + 40} L ${MID + 26} ${NECK_Y + 140}" stroke="#f4f4f4" stroke-width="4" stroke-linecap="round"/>`;
    case 'sweater':
      return `${covering(roundNeck)}<path d="M${MID - 46} ${NECK_Y + 8} Q ${MID} ${NECK_Y + 44} ${MID + 46} ${NECK_Y + 8}" stroke="${trim}" stroke-width="10" fill="none"/>${chestLine(look, top + 30)}`;
    case 'blazer':
    case 'leather jacket':
    case 'uniform': {
      const jacket =
        look.outfit === 'leather jacket'
          ? '#1c1c1f'
          : look.outfit === 'uniform'
            ? shade(look.outfitColour, -0.2)
            : look.outfitColour;
      const shirt = look.outfit === 'leather jacket' ? shade(look.outfitColour, 0.1) : '#f6f3ee';
      return `${covering(vNeck).replace('url(#cloth)', shirt)}<path d="M${left - 4} ${NECK_Y + 74} C ${left + 10} ${NECK_Y + 36}, ${MID - 80} ${NECK_Y + 26}, ${MID - 46} ${NECK_Y + 6} L ${MID - 8} ${BOTTOM} L ${left - 30} ${BOTTOM} C ${left - 22} ${BOTTOM - 60}, ${left - 18} ${NECK_Y + 110}, ${left - 4} ${NECK_Y + 74} Z M${right + 4} ${NECK_Y + 74} C ${right - 10} ${NECK_Y + 36}, ${MID + 80} ${NECK_Y + 26}, ${MID + 46} ${NECK_Y + 6} L ${MID + 8} ${BOTTOM} L ${right + 30} ${BOTTOM} C ${right + 22} ${BOTTOM - 60}, ${right + 18} ${NECK_Y + 110}, ${right + 4} ${NECK_Y + 74} Z" fill="${jacket}"/><path d="M${MID - 46} ${NECK_Y + 6} L ${MID - 70} ${NECK_Y + 120} L ${MID - 20} ${NECK_Y + 170} M${MID + 46} ${NECK_Y + 6} L ${MID + 70} ${NECK_Y + 120} L ${MID + 20} ${NECK_Y + 170}" stroke="${shade(jacket, 0.25)}" stroke-width="4" fill="none"/>`;
    }
    case 'sportswear':
      return (
        bodice(`Q ${MID} ${top + 10}`, true) +
        `<path d="M${left - 14} ${top + 80} H ${right + 14}" stroke="${trim}" stroke-width="6"/>`
      );
    default:
      return `${covering(look.isWoman ? vNeck : roundNeck)}${chestLine(look, top + 30)}`;
  }
}
