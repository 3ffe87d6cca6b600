/** A Telegram user as it appears in init data. */
export interface HarnessUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  is_premium?: boolean;
}

async function hmacSha256(key: BufferSource, message: string): Promise<ArrayBuffer> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    key,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(message));
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Signs init data the way Telegram does (core.telegram.org/bots/webapps#validating-data-received-
 * via-the-mini-app): secret = HMAC-SHA256("WebAppData", bot token); hash = HMAC-SHA256(secret,
 * the sorted `key=value` lines joined by newlines). Returns the raw query string.
 */
export async function signInitData(
  fields: {
    user: HarnessUser;
    authDate: Date;
    queryId?: string;
    startParam?: string;
    chatType?: string;
  },
  botToken: string,
): Promise<string> {
  const params = new URLSearchParams();
  params.set('auth_date', String(Math.floor(fields.authDate.getTime() / 1000)));
  params.set('query_id', fields.queryId ?? 'AAHharness');
  params.set('user', JSON.stringify(fields.user));
  if (fields.startParam) params.set('start_param', fields.startParam);
  if (fields.chatType) params.set('chat_type', fields.chatType);
  // Telegram adds an Ed25519 `signature` (for validation without the bot token) and SDKs require
  // the field. Only Telegram can make a real one; ours is random bytes, covered by the HMAC hash.
  params.set('signature', toBase64Url(crypto.getRandomValues(new Uint8Array(64))));
  const dataCheckString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = await hmacSha256(new TextEncoder().encode('WebAppData'), botToken);
  params.set('hash', toHex(await hmacSha256(secret, dataCheckString)));
  return params.toString();
}
