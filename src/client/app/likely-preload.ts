import { BUILD_ID } from '@client/config/build-config';
import { localeAtom } from '@client/i18n/locale-atom';
import { appStore } from '@client/lib/app-store';
import { MAX_PARALLEL_PRELOADS } from '@contract/constants';
import type { RouteId } from '@contract/routes';
import { SCREEN_PRELOAD_PATH, type ScreenPreload } from '@contract/screen-preload';
import { LIKELY_NEXT_SCREENS } from './likely-screens';
import { SCREEN_FILES } from './screen-files';

/** Screen modules already asked for, so a screen opened again asks for nothing. */
const askedModules = new Set<string>();

/**
 * Fetches the files of the screens likely next from `routeId`, 5 at a time (spec §9), with the
 * catalog parts they need in the app's language. They are downloaded and compiled, not run.
 */
export async function preloadLikelyScreens(routeId: RouteId): Promise<void> {
  const screens = (LIKELY_NEXT_SCREENS[routeId] ?? [])
    .map((id) => SCREEN_FILES[id])
    .filter((screen) => !askedModules.has(screen.module));
  if (screens.length === 0) return;
  for (const screen of screens) askedModules.add(screen.module);
  const query = new URLSearchParams({
    lang: appStore.get(localeAtom),
    b: BUILD_ID,
    screens: [...new Set(screens.map((screen) => screen.module))].join(','),
    parts: [...new Set(screens.flatMap((screen) => (screen.part ? [screen.part] : [])))].join(','),
  });
  const response = await fetch(`${SCREEN_PRELOAD_PATH}?${query}`);
  if (!response.ok) return;
  const { scripts, styles } = (await response.json()) as ScreenPreload;
  // Stylesheets are prefetched, not preloaded: a `preload` not applied within seconds of the
  // load event costs a "preloaded but not used" console warning each, and these screens are only
  // likely. A prefetch lands in the HTTP cache, where the screen's stylesheet link finds it.
  const links = [
    ...scripts.map((href) => ({ rel: 'modulepreload', href })),
    ...styles.map((href) => ({ rel: 'prefetch', href })),
  ];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < links.length) {
      const link = links[next++];
      if (link) await fetchAhead(link);
    }
  };
  await Promise.all(Array.from({ length: MAX_PARALLEL_PRELOADS }, worker));
}

/** Adds a preload link as Vite's own loader would (same address and credentials mode). */
function fetchAhead({ rel, href }: { rel: string; href: string }) {
  // Already asked for: by the page (the first screen) or by a screen opened since.
  if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}
