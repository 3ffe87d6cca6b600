// The explicit extension lets vite.config.ts load this file natively (Vite's future default).
import { LOGIN_TYPE, type LoginType } from './enums.ts';

/** One white-label brand (spec §1, §3). The brand is fixed per build by `BRAND`. */
export interface BrandConfig {
  key: BrandKey;
  title: string;
  /** Path of the logo served from `public/`. */
  logo: string;
  host: string;
  testHost: string;
  supportEmail: string;
  loginTypes: readonly LoginType[];
  /** Where the installed (store) app lives, when the brand has one. */
  installedAppUrl?: string;
  /** The Mini App's direct link, to which a `startapp` value is appended. */
  telegramAppUrl?: string;
  /** Colour of the browser UI and PWA splash, and the page behind the dark theme outside Telegram. */
  themeColor: string;
  /** The brand's colours outside Telegram (inside, the user's Telegram theme wins). */
  palette: BrandPalette;
}

/**
 * Each colour is chosen for WCAG AA contrast: white text on `accent`, and `accentTextLight` /
 * `accentTextDark` as text on the light and dark backgrounds, all at 4.5:1 or more.
 */
interface BrandPalette {
  /** Buttons, active tabs, the send button. */
  accent: string;
  /** Accent-coloured text and links on the light theme. */
  accentTextLight: string;
  /** Accent-coloured text and links on the dark theme. */
  accentTextDark: string;
}

export const BRAND_KEYS = [
  'official',
  'velora',
  'lynplay',
  'mylux',
  'amiqlo',
  'buzzyin',
  'cardric',
] as const;

export type BrandKey = (typeof BRAND_KEYS)[number];

/** The spec's `{product}` brand: this product's own name. */
export const DEFAULT_BRAND: BrandKey = 'velora';

const WEB_LOGINS: readonly LoginType[] = [LOGIN_TYPE.email, LOGIN_TYPE.google, LOGIN_TYPE.phone];

function brand(
  key: BrandKey,
  title: string,
  host: string,
  themeColor: string,
  palette: BrandPalette,
): BrandConfig {
  return {
    key,
    title,
    logo: `/brands/${key}/logo.svg`,
    host,
    testHost: `test.${host}`,
    supportEmail: `support@${host}`,
    loginTypes: WEB_LOGINS,
    themeColor,
    palette,
  };
}

const ROSE: BrandPalette = {
  accent: '#d6336c',
  accentTextLight: '#c2255c',
  accentTextDark: '#ff6b9a',
};

export const BRANDS: Record<BrandKey, BrandConfig> = {
  official: brand('official', 'Velora Official', 'official.velora.chat', '#1b1026', ROSE),
  velora: {
    ...brand('velora', 'Velora', 'velora.chat', '#1b1026', ROSE),
    // Only the default brand offers Telegram sign-in (spec §1).
    loginTypes: [LOGIN_TYPE.email, LOGIN_TYPE.google, LOGIN_TYPE.telegram, LOGIN_TYPE.phone],
    telegramAppUrl: 'https://t.me/velora_chat_bot/app',
  },
  lynplay: brand('lynplay', 'LynPlay', 'lynplay.app', '#0f1a2b', {
    accent: '#2563eb',
    accentTextLight: '#1d4ed8',
    accentTextDark: '#60a5fa',
  }),
  mylux: brand('mylux', 'MyLux', 'mylux.app', '#22110f', {
    accent: '#a0522d',
    accentTextLight: '#8b4513',
    accentTextDark: '#f4a460',
  }),
  amiqlo: brand('amiqlo', 'Amiqlo', 'amiqlo.app', '#10231c', {
    accent: '#047857',
    accentTextLight: '#047857',
    accentTextDark: '#34d399',
  }),
  buzzyin: brand('buzzyin', 'Buzzyin', 'buzzyin.app', '#26210b', {
    accent: '#b45309',
    accentTextLight: '#92400e',
    accentTextDark: '#fbbf24',
  }),
  cardric: brand('cardric', 'Cardric', 'cardric.app', '#1a1a24', {
    accent: '#6d28d9',
    accentTextLight: '#6d28d9',
    accentTextDark: '#a78bfa',
  }),
};

/** True when `value` names one of the seven brands. */
export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);
}
