import { START_PARAM_MAX_LENGTH } from './constants';

/** The start parameters a link can carry (spec §2). */
export const START_PARAM_KEYS = [
  'l',
  'u',
  'ch',
  'shareDialog',
  'bp',
  'act',
  'from',
  'alert',
  'extraOrderParams',
] as const;

export type StartParamKey = (typeof START_PARAM_KEYS)[number];

/**
 * What each start parameter does: the one table of it (spec §2 names them; the meanings are ours
 * where the spec is silent, see docs/decisions.md "Start links").
 */
export const START_PARAM_EFFECTS: Record<StartParamKey, string> = {
  l: 'link id: attributed on the cold-start open event',
  u: 'inviter uid: a new account made on this visit credits the inviter 10 energy',
  ch: 'channel (only when not signed in): saved, sent with every call, on the open event',
  shareDialog: 'opens the invite share sheet once the age check is answered',
  bp: 'push id: attributed on the cold-start open event',
  act: 'opens a named screen (src/contract/start-actions.ts) when the visit starts at Home',
  from: 'source: attributed on the cold-start open event',
  alert: 'shown once per tab as plain text in the platform popup (at most 300 characters)',
  extraOrderParams: 'carried as it came into the extra of every VIP or coin order of the visit',
};
export type StartParams = Partial<Record<StartParamKey, string>>;

/** What each query parameter any page may carry does (spec §2; read in client/bridge/page-query). */
export const PAGE_QUERY_EFFECTS = {
  merchantParam: 'payment return ({ bizId, bizType }): polls the order and shows its result',
  tmpToken: 'a mailed sign-in link: signs in with it',
  c: 'channel (text before the first &): saved like `ch`',
  pwa: 'pwa=1: the installed app (the manifest start URL), so the PWA bridge and events',
  favorite: 'the bookmark the bookmark guide suggested: counted as bookmark_open, guide done',
  d: 'sent with the site-open record (`/v1/open`)',
  testB: 'puts this device in group B of the A/B switch for good (src/contract/ab-test.ts)',
} as const;

const TELEGRAM_START_PARAM_PATTERN = /^[A-Za-z0-9_-]*$/;

/**
 * Telegram passes one `startapp` value of at most 512 characters from `A-Za-z0-9_-`. We write the
 * parameters as a query string (`u=42&ch=ads`) and encode its UTF-8 bytes as unpadded base64url,
 * whose alphabet is exactly Telegram's. Web links carry the same keys as plain query parameters.
 */
export function encodeStartParam(params: StartParams): string {
  const query = new URLSearchParams();
  for (const key of START_PARAM_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== '') query.set(key, value);
  }
  const encoded = toBase64Url(new TextEncoder().encode(query.toString()));
  if (encoded.length > START_PARAM_MAX_LENGTH) {
    throw new RangeError(
      `Start parameter is ${encoded.length} characters; Telegram allows ${START_PARAM_MAX_LENGTH}.`,
    );
  }
  return encoded;
}

/** Decodes a Telegram `startapp` value; anything not made by `encodeStartParam` gives `{}`. */
export function decodeStartParam(value: string | null | undefined): StartParams {
  if (!value || value.length > START_PARAM_MAX_LENGTH) return {};
  if (!TELEGRAM_START_PARAM_PATTERN.test(value)) return {};
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(value));
  } catch {
    return {};
  }
  return pickStartParams(new URLSearchParams(text));
}

/** Reads the known start parameters from a query string, dropping empty and unknown ones. */
export function pickStartParams(query: URLSearchParams): StartParams {
  const params: StartParams = {};
  for (const key of START_PARAM_KEYS) {
    const value = query.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): Uint8Array {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
