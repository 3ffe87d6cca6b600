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
  /** Colour of the browser UI and PWA splash. */
  themeColor: string;
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

const WEB_LOGINS: readonly LoginType[] = [LOGIN_TYPE.email, LOGIN_TYPE.google];

function brand(key: BrandKey, title: string, host: string, themeColor: string): BrandConfig {
  return {
    key,
    title,
    logo: `/brands/${key}/logo.svg`,
    host,
    testHost: `test.${host}`,
    supportEmail: `support@${host}`,
    loginTypes: WEB_LOGINS,
    themeColor,
  };
}

export const BRANDS: Record<BrandKey, BrandConfig> = {
  official: brand('official', 'Velora Official', 'official.velora.chat', '#1b1026'),
  velora: {
    ...brand('velora', 'Velora', 'velora.chat', '#1b1026'),
    // Only the default brand offers Telegram sign-in (spec §1).
    loginTypes: [LOGIN_TYPE.email, LOGIN_TYPE.google, LOGIN_TYPE.telegram],
    telegramAppUrl: 'https://t.me/velora_chat_bot/app',
  },
  lynplay: brand('lynplay', 'LynPlay', 'lynplay.app', '#0f1a2b'),
  mylux: brand('mylux', 'MyLux', 'mylux.app', '#22110f'),
  amiqlo: brand('amiqlo', 'Amiqlo', 'amiqlo.app', '#10231c'),
  buzzyin: brand('buzzyin', 'Buzzyin', 'buzzyin.app', '#26210b'),
  cardric: brand('cardric', 'Cardric', 'cardric.app', '#1a1a24'),
};

/** True when `value` names one of the seven brands. */
export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);
}
