import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { decodeStartParam, pickStartParams, type StartParams } from '@contract/start-params';
import type { BridgeMode } from './bridge-types';
import { isStandalonePwa, readTelegramLaunchParams } from './detect-mode';
import { type PageQuery, parsePageQuery } from './page-query';

/** What the app was opened with, read before the router may change the URL. */
export interface LaunchContext {
  mode: BridgeMode;
  startParams: StartParams;
  pageQuery: PageQuery;
}

/** Reads the mode, the start parameters and the page query of this launch. */
export function readLaunchContext(location: Location = window.location): LaunchContext {
  const telegram = readTelegramLaunchParams();
  const pageQuery = parsePageQuery(location.search);
  const startParams = telegram
    ? // The bot's button cannot set Telegram's start parameter, so it passes it as `startapp`.
      decodeStartParam(
        telegram.get('tgWebAppStartParam') ?? new URLSearchParams(location.search).get('startapp'),
      )
    : pickStartParams(new URLSearchParams(location.search));
  if (Object.keys(startParams).length > 0) {
    storage.set(STORAGE_KEYS.startParams, JSON.stringify(startParams));
  }
  const mode: BridgeMode = telegram ? 'telegram' : isStandalonePwa(location.search) ? 'pwa' : 'web';
  return { mode, startParams, pageQuery };
}

/** The start parameters of the launch that brought them, kept for the visit (spec §3 storage). */
export function savedStartParams(): StartParams {
  try {
    const saved: unknown = JSON.parse(storage.get(STORAGE_KEYS.startParams) ?? '{}');
    return saved && typeof saved === 'object'
      ? pickStartParams(new URLSearchParams(saved as Record<string, string>))
      : {};
  } catch {
    return {};
  }
}
