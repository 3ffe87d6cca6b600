/**
 * The embedded image generator's portraits: a stylised bust drawn as SVG from the character's
 * palette, style and gender. Deterministic, so reseeding gives the same pictures. Variants change
 * the pose and light; `blurred` gives the copy shown in place of a locked photo.
 */
export interface PortraitSpec {
  palette: { skin: string; hair: string; eyes: string; background: string };
  style: 'realistic' | 'anime';
  gender: 'woman' | 'man';
  variant: number;
  blurred: boolean;
}

const WIDTH = 480;
const HEIGHT = 640;

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount)),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export function portraitSvg(spec: PortraitSpec): string {
  const { skin, hair, eyes, background } = spec.palette;
  const anime = spec.style === 'anime';
  const woman = spec.gender === 'woman';
  const tilt = [0, -6, 5, -3][spec.variant % 4] ?? 0;
  const light = [0.25, 0.4, 0.1, 0.55][spec.variant % 4] ?? 0.25;
  const eyeRy = anime ? 17 : 8;
  const eyeRx = anime ? 13 : 11;
  const longHair = woman
    ? `<path d="M150 250 Q140 130 240 110 Q340 130 330 250 L350 470 Q300 440 290 330 L190 330 Q180 440 130 470 Z" fill="${hair}"/>`
    : '';
  const fringe = woman
    ? `<path d="M165 235 Q175 140 240 135 Q310 140 318 235 Q290 185 240 180 Q200 185 165 235 Z" fill="${hair}"/>`
    : `<path d="M168 220 Q170 130 240 125 Q312 130 314 220 Q300 170 240 168 Q185 170 168 220 Z" fill="${hair}"/>`;
  const lips = woman ? shade(skin, -0.35) : shade(skin, -0.2);
  const blur = spec.blurred ? '<filter id="b"><feGaussianBlur stdDeviation="28"/></filter>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(background, light)}"/><stop offset="1" stop-color="${shade(background, -0.45)}"/></linearGradient>${blur}</defs>
<g${spec.blurred ? ' filter="url(#b)"' : ''}>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="${380 - spec.variant * 40}" cy="120" r="${60 + spec.variant * 10}" fill="${shade(background, 0.6)}" opacity="0.25"/>
<g transform="rotate(${tilt} 240 330)">
${longHair}
<path d="M90 640 Q100 470 240 450 Q380 470 390 640 Z" fill="${shade(background, -0.6)}"/>
<rect x="212" y="330" width="56" height="110" rx="24" fill="${shade(skin, -0.12)}"/>
<ellipse cx="240" cy="250" rx="${anime ? 78 : 74}" ry="${anime ? 96 : 100}" fill="${skin}"/>
${fringe}
<ellipse cx="208" cy="258" rx="${eyeRx}" ry="${eyeRy}" fill="#fff"/>
<ellipse cx="272" cy="258" rx="${eyeRx}" ry="${eyeRy}" fill="#fff"/>
<circle cx="208" cy="${anime ? 261 : 258}" r="${anime ? 10 : 6}" fill="${eyes}"/>
<circle cx="272" cy="${anime ? 261 : 258}" r="${anime ? 10 : 6}" fill="${eyes}"/>
<circle cx="211" cy="${anime ? 255 : 256}" r="${anime ? 3.5 : 2}" fill="#fff"/>
<circle cx="275" cy="${anime ? 255 : 256}" r="${anime ? 3.5 : 2}" fill="#fff"/>
<path d="M226 ${anime ? 318 : 322} Q240 ${anime ? 326 : 332} 254 ${anime ? 318 : 322}" stroke="${lips}" stroke-width="${woman ? 6 : 4}" fill="none" stroke-linecap="round"/>
<ellipse cx="188" cy="292" rx="16" ry="8" fill="${shade(skin, -0.05)}" opacity="${anime ? 0.6 : 0.25}"/>
<ellipse cx="292" cy="292" rx="16" ry="8" fill="${shade(skin, -0.05)}" opacity="${anime ? 0.6 : 0.25}"/>
</g>
</g>
</svg>`;
}
