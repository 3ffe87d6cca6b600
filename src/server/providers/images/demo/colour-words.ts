/** Colours the wizard and the catalogue name, as the renderer paints them. */
const HAIR_COLOURS: Record<string, string> = {
  black: '#16110f',
  'jet black': '#0d0b0b',
  'dark brown': '#3b2418',
  brown: '#5a3825',
  chestnut: '#6b3a22',
  auburn: '#7a2f1b',
  red: '#a3321f',
  ginger: '#c25a24',
  copper: '#b8602e',
  'strawberry blonde': '#d89a6a',
  'honey blonde': '#d4b07a',
  blonde: '#e3c27d',
  golden: '#e0b050',
  'platinum blonde': '#eee3c6',
  platinum: '#eee3c6',
  silver: '#c9cdd4',
  grey: '#9c9c9c',
  gray: '#9c9c9c',
  white: '#f1eeea',
  pink: '#f19bb8',
  'pastel pink': '#f6b8cc',
  blue: '#4f7fd9',
  'pastel blue': '#a9c8f0',
  purple: '#7d4fb3',
  lavender: '#b9a2e0',
  green: '#3f9c6d',
  teal: '#2a9d8f',
};

const EYE_COLOURS: Record<string, string> = {
  brown: '#5b3a21',
  'dark brown': '#3d2a1e',
  hazel: '#8e7142',
  amber: '#b7791f',
  green: '#3f7d4e',
  blue: '#3f6fb5',
  'light blue': '#7fb2e5',
  grey: '#7d8a96',
  gray: '#7d8a96',
  violet: '#7a4fb3',
  purple: '#7a4fb3',
  red: '#b3303a',
  black: '#1b1612',
  gold: '#c9a227',
};

const SKIN_TONES: Record<string, string> = {
  pale: '#f6e0d3',
  fair: '#f3d2c1',
  light: '#eac3a6',
  medium: '#d9a57f',
  olive: '#c99a6e',
  tan: '#c68a62',
  brown: '#a8704b',
  dark: '#7a4a2f',
  deep: '#5c3521',
};

/** Skin tone from the race or ethnicity words the wizard and catalogue use. */
const RACE_SKIN: Array<[RegExp, string]> = [
  [/\b(african|nigerian|kenyan|ghanaian|black|ethiopian)\b/, '#5e3522'],
  [/\b(indian|south asian|pakistani|bangladeshi|sri lankan)\b/, '#7f4a30'],
  [/\b(arab|middle eastern|persian|turkish|egyptian)\b/, '#a87f5e'],
  [/\b(latina|latino|latin|brazilian|mexican|hispanic|filipina|filipino)\b/, '#cf9058'],
  [/\b(mixed|biracial)\b/, '#b5784a'],
  [/\b(mediterranean|italian|spanish|greek)\b/, SKIN_TONES.olive as string],
  [/\b(chinese|japanese|korean|asian|vietnamese|thai)\b/, '#f5dcb8'],
  [/\b(nordic|scandinavian|irish|swedish|russian|slavic)\b/, SKIN_TONES.pale as string],
  [/\b(caucasian|white|european)\b/, '#e9b99a'],
];

/** Clothing colours named in outfits ("red summer dress", "black blazer"). */
const CLOTHING_COLOURS: Record<string, string> = {
  red: '#b3202e',
  crimson: '#a01830',
  burgundy: '#6d1a2c',
  pink: '#e07aa0',
  'hot pink': '#e0307a',
  black: '#1e1e22',
  white: '#efece6',
  cream: '#efe3cc',
  beige: '#d8c3a0',
  grey: '#7d8088',
  gray: '#7d8088',
  blue: '#2f5fb3',
  navy: '#1d2b53',
  'light blue': '#8fb8e8',
  green: '#2f7d4f',
  emerald: '#1f7a5a',
  yellow: '#e3b53a',
  gold: '#c9a227',
  orange: '#d9702a',
  purple: '#6d3fa0',
  lavender: '#b49ad8',
  brown: '#6b4430',
  silver: '#b8bcc4',
};

const findColour = (table: Record<string, string>, words: string, fallback: string) => {
  const text = words.toLowerCase();
  // Longest names first, so "dark brown" wins over "brown".
  const names = Object.keys(table).sort((a, b) => b.length - a.length);
  const name = names.find((candidate) => text.includes(candidate));
  return name ? (table[name] as string) : fallback;
};

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** A hair colour from a name ("honey blonde") or a #rrggbb value. */
export const hairColourOf = (words: string) =>
  isHex(words) ? words : findColour(HAIR_COLOURS, words, HAIR_COLOURS.brown as string);

/** An eye colour from a name or a #rrggbb value. */
export const eyeColourOf = (words: string) =>
  isHex(words) ? words : findColour(EYE_COLOURS, words, EYE_COLOURS.brown as string);

/** The colour an outfit names, or null when it names none. */
export function clothingColourOf(words: string): string | null {
  const colour = findColour(CLOTHING_COLOURS, words, '');
  return colour || null;
}

/** A skin tone from a tone name, a race word, or a #rrggbb value. */
export function skinToneOf(words: string): string {
  if (isHex(words)) return words;
  const text = words.toLowerCase();
  for (const [pattern, tone] of RACE_SKIN) if (pattern.test(text)) return tone;
  return findColour(SKIN_TONES, text, SKIN_TONES.light as string);
}

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount)),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A #rrggbb colour `amount` (0…1) of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const channels = (hex: string) => {
    const value = Number.parseInt(hex.slice(1), 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  };
  const [a, b] = [channels(from), channels(to)];
  return `#${a
    .map((channel, i) =>
      Math.round(channel + ((b[i] as number) - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
