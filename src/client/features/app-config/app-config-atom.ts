import { appStore } from '@client/lib/app-store';
import type { AppConfig } from '@contract/api/config-endpoints';
import { atom } from 'jotai';
import { getAppConfig } from './get-app-config';

/** The server's app config; null until loaded (screens fall back to the build's brand). */
export const appConfigAtom = atom<AppConfig | null>(null);

/**
 * Loads the config at boot. It is also the first call of a visit, so a blocked region or
 * maintenance (1007) shows the maintenance page straight away.
 */
export async function loadAppConfig(): Promise<void> {
  try {
    appStore.set(appConfigAtom, await getAppConfig());
  } catch (error) {
    console.warn('app config not loaded', error);
  }
}
