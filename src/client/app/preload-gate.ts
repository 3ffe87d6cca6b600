/** What Chromium's Network Information API tells of the connection (absent elsewhere). */
export interface ConnectionHints {
  /** The user asked for less data (Data Saver, Lite mode): `Save-Data: on`. */
  saveData?: boolean;
  /** The measured class of the connection: 'slow-2g', '2g', '3g' or '4g'. */
  effectiveType?: string;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * Whether fetching the screens likely next while idle is worth it: it makes later taps instant
 * on a fast, unmetered connection, but on prepaid mobile data it costs the visitor screens she may
 * never open and competes with the images she is waiting for. So not when she asked to save data,
 * not on a slow connection, and not inside Telegram's phone apps (mostly mobile data, and no
 * service worker keeps what was fetched). A screen she points at or touches is fetched anyway.
 */
export function mayPreloadScreens({
  connection,
  isTelegramOnPhone,
}: {
  connection: ConnectionHints | undefined;
  isTelegramOnPhone: boolean;
}): boolean {
  if (isTelegramOnPhone) return false;
  if (connection?.saveData) return false;
  return !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}

/** The browser's connection hints, where it has them. */
export function browserConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
