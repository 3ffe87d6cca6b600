import { shade } from './colour-words';
import type { Scene } from './look-words';
import type { SeededRandom } from './seeded-random';

/** The design canvas: 2:3, the portrait's own shape; wider outputs see more of the scene. */
export const CANVAS = { width: 512, height: 768 } as const;
/** Scenes reach far past the canvas on both sides, so any aspect ratio has a full background. */
const LEFT = -1400;
const SPAN = CANVAS.width + 2 * 1400;

const gradient = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((colour, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;

const fill = (id: string, y = 0, height: number = CANVAS.height) =>
  `<rect x="${LEFT}" y="${y}" width="${SPAN}" height="${height}" fill="url(#${id})"/>`;

/** Soft out-of-focus lights, as a portrait lens draws what is behind. */
function bokeh(random: SeededRandom, colours: string[], count: number, maxY: number) {
  return `<g filter="url(#blur8)">${Array.from({ length: count }, () => {
    const r = random.between(8, 34);
    return `<circle cx="${random.between(-300, CANVAS.width + 300).toFixed(0)}" cy="${random
      .between(20, maxY)
      .toFixed(0)}" r="${r.toFixed(0)}" fill="${random.pick(colours)}" opacity="${random
      .between(0.25, 0.7)
      .toFixed(2)}"/>`;
  }).join('')}</g>`;
}

function windowsOf(random: SeededRandom, x: number, y: number, width: number, height: number) {
  const lights: string[] = [];
  for (let wy = y + 12; wy < y + height - 10; wy += 22) {
    for (let wx = x + 8; wx < x + width - 10; wx += 18) {
      if (random.next() < 0.45) {
        lights.push(
          `<rect x="${wx}" y="${wy}" width="8" height="11" fill="#ffd98a" opacity="${random
            .between(0.4, 0.95)
            .toFixed(2)}"/>`,
        );
      }
    }
  }
  return lights.join('');
}

/** The scene behind her: defs it needs and its drawing, in canvas units. */
export function sceneSvg(
  scene: Scene,
  accent: string,
  random: SeededRandom,
): { defs: string; body: string } {
  const blur =
    '<filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter><filter id="blur3"><feGaussianBlur stdDeviation="3"/></filter>';
  switch (scene) {
    case 'beach':
      return {
        defs:
          blur +
          gradient('sky', ['#8ec9ee', '#cfe9f7', '#fbe7d0']) +
          gradient('sea', ['#2f87b8', '#5fb3d6']) +
          gradient('sand', ['#f2d7a6', '#e2bd83']),
        body: `${fill('sky')}<circle cx="380" cy="150" r="54" fill="#fff6d5" opacity="0.9" filter="url(#blur3)"/>${fill('sea', 430, 120)}<path d="M${LEFT} 470 Q 256 455 ${LEFT + SPAN} 470" stroke="#ffffff" stroke-width="3" opacity="0.5" fill="none"/>${fill('sand', 540, 240)}`,
      };
    case 'night city': {
      const buildings = Array.from({ length: 40 }, (_, i) => {
        const width = random.between(40, 90);
        const height = random.between(120, 360);
        const x = LEFT + 400 + i * 80;
        const y = 560 - height;
        return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" fill="#161a33"/>${windowsOf(random, x, y, width, height)}`;
      }).join('');
      return {
        defs: blur + gradient('sky', ['#0b0f2a', '#2a1f4d', '#5b2a5e']),
        body: `${fill('sky')}<g filter="url(#blur3)" opacity="0.85">${buildings}</g>${bokeh(random, ['#ffb35c', '#ff6f91', '#8fd3ff', '#ffe08a'], 18, 560)}`,
      };
    }
    case 'neon':
      return {
        defs: `${blur}<filter id="glow"><feGaussianBlur stdDeviation="5"/></filter>${gradient('sky', ['#12061f', '#2b0b3f', '#120a24'])}`,
        body: `${fill('sky')}<g filter="url(#glow)"><path d="M-80 120 H 600" stroke="#ff3fa4" stroke-width="8"/><path d="M-60 190 H 560" stroke="#33e0ff" stroke-width="5" opacity="0.8"/><circle cx="410" cy="260" r="70" stroke="#ff3fa4" stroke-width="6" fill="none"/></g>${Array.from({ length: 14 }, (_, i) => `<path d="M${LEFT} ${600 + i * 14} H ${LEFT + SPAN}" stroke="#7a2cff" stroke-width="1" opacity="${(0.15 + i * 0.04).toFixed(2)}"/>`).join('')}`,
      };
    case 'bedroom':
      return {
        defs:
          blur +
          gradient('wall', [shade(accent, 0.55), shade(accent, -0.35)]) +
          '<radialGradient id="lamp" cx="0.82" cy="0.35" r="0.45"><stop offset="0" stop-color="#ffd79a" stop-opacity="0.85"/><stop offset="1" stop-color="#ffd79a" stop-opacity="0"/></radialGradient>',
        body: `${fill('wall')}<rect x="40" y="90" width="170" height="230" rx="6" fill="#cfe3f5" opacity="0.55"/><path d="M30 80 Q 80 220 40 340 L 20 340 L 20 80 Z M220 80 Q 170 220 210 340 L 230 340 L 230 80 Z" fill="${shade(accent, 0.2)}" opacity="0.8"/><rect x="${LEFT}" y="560" width="${SPAN}" height="208" fill="${shade(accent, -0.5)}" opacity="0.6"/>${fill('lamp')}`,
      };
    case 'cafe': {
      const bulbs = Array.from(
        { length: 9 },
        (_, i) =>
          `<circle cx="${-40 + i * 75}" cy="${70 + Math.sin(i) * 18}" r="9" fill="#ffd27a"/>`,
      ).join('');
      return {
        defs: blur + gradient('wall', ['#6b4430', '#3a2418']),
        body: `${fill('wall')}<path d="M-60 60 Q 256 120 600 60" stroke="#2a1a10" stroke-width="2" fill="none"/><g filter="url(#blur3)">${bulbs}</g>${bokeh(random, ['#ffcf85', '#ffae5e'], 12, 520)}<rect x="${LEFT}" y="600" width="${SPAN}" height="168" fill="#2a1a10" opacity="0.6"/>`,
      };
    }
    case 'forest':
      return {
        defs: blur + gradient('air', ['#cfe8c6', '#6fa36a', '#2f5a35']),
        body: `${fill('air')}<g filter="url(#blur8)">${Array.from({ length: 16 }, () => `<rect x="${random.between(-500, 1000).toFixed(0)}" y="0" width="${random.between(18, 40).toFixed(0)}" height="768" fill="#3d2b1f" opacity="0.55"/>`).join('')}</g>${bokeh(random, ['#b9e08f', '#f4f7c5', '#7cc47f'], 22, 500)}<path d="M380 0 L 160 768 L 300 768 L 460 0 Z" fill="#fffbe0" opacity="0.12"/>`,
      };
    case 'snow':
      return {
        defs: blur + gradient('sky', ['#dfe9f5', '#b8cbe3', '#f5f8fc']),
        body: `${fill('sky')}<path d="M${LEFT} 520 L -100 330 L 120 470 L 300 300 L 520 480 L 760 340 L ${LEFT + SPAN} 520 Z" fill="#ffffff" opacity="0.8"/>${Array.from({ length: 70 }, () => `<circle cx="${random.between(-400, 900).toFixed(0)}" cy="${random.between(0, 768).toFixed(0)}" r="${random.between(1.5, 4.5).toFixed(1)}" fill="#fff" opacity="0.9"/>`).join('')}`,
      };
    case 'office':
      return {
        defs: blur + gradient('wall', ['#dfe6ee', '#9aa8b8']),
        body: `${fill('wall')}<rect x="-40" y="60" width="300" height="360" fill="#f6fbff" opacity="0.7"/>${Array.from({ length: 14 }, (_, i) => `<rect x="-40" y="${70 + i * 25}" width="300" height="9" fill="#b7c3d0" opacity="0.7"/>`).join('')}<ellipse cx="430" cy="420" rx="60" ry="110" fill="#4f8a55" opacity="0.55" filter="url(#blur3)"/>`,
      };
    case 'sunset':
      return {
        defs: blur + gradient('sky', ['#3b2a6b', '#c2517a', '#f59e63', '#fbd38d']),
        body: `${fill('sky')}<circle cx="330" cy="470" r="80" fill="#ffe3a3" opacity="0.9" filter="url(#blur3)"/><rect x="${LEFT}" y="520" width="${SPAN}" height="248" fill="#2c1c3d" opacity="0.75"/>`,
      };
    case 'gym':
      return {
        defs: blur + gradient('wall', ['#3a3f47', '#1d2025']),
        body: `${fill('wall')}${Array.from({ length: 6 }, (_, i) => `<rect x="${-200 + i * 170}" y="40" width="110" height="8" fill="#e9f1ff" opacity="0.8" filter="url(#blur3)"/>`).join('')}<rect x="${LEFT}" y="600" width="${SPAN}" height="168" fill="#111" opacity="0.6"/>`,
      };
    case 'library': {
      const spines = Array.from({ length: 6 }, (_, row) =>
        Array.from(
          { length: 40 },
          (_, i) =>
            `<rect x="${-400 + i * 34 + random.between(0, 6).toFixed(0)}" y="${40 + row * 95 + random.between(0, 14).toFixed(0)}" width="${random.between(16, 28).toFixed(0)}" height="80" fill="${random.pick(['#7a2e2e', '#2e4a7a', '#2e6b4a', '#8a6a2e', '#5a2e6b'])}"/>`,
        ).join(''),
      ).join('');
      return {
        defs: blur + gradient('wood', ['#5a3b25', '#2e1d12']),
        body: `${fill('wood')}<g filter="url(#blur3)" opacity="0.8">${spines}</g>`,
      };
    }
    default:
      return {
        defs: `${blur}${gradient('studio', [shade(accent, 0.45), shade(accent, -0.1), shade(accent, -0.55)])}<radialGradient id="key" cx="0.68" cy="0.2" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
        body: `${fill('studio')}${bokeh(random, ['#ffffff', shade(accent, 0.7)], 10, 420)}${fill('key')}`,
      };
  }
}
