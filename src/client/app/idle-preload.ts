import { BUILD_ID } from '@client/config/build-config';
import { localeAtom } from '@client/i18n/locale-atom';
import { appStore } from '@client/lib/app-store';
import { IDLE_PRELOAD_DELAY_MS, MAX_PARALLEL_PRELOADS } from '@contract/constants';
import type { RouteId } from '@contract/routes';
import { SCREEN_PRELOAD_PATH, type ScreenPreload } from '@contract/screen-preload';
import { LIKELY_NEXT_SCREENS } from './likely-screens';
import { SCREENS } from './screens';

/** Runs `task` once the first screen is up and the browser is idle (spec §9: after 1 s). */
export function whenIdle(task: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task());
    else task();
  }, IDLE_PRELOAD_DELAY_MS);
}

/** Screen modules already asked for, so a screen opened again asks for nothing. */
const askedModules = new Set<string>();

/**
 * Fetches the screens a visitor is likely to open next from `routeId` once the app is idle, 5
 * files at a time (spec §9), for instant taps; the others come on intent (intent-preload.ts).
 * They are downloaded and compiled, not run: importing them ran their modules in long tasks that
 * kept a slow phone from answering just after its screen was up. A screen runs when it is
 * opened, from what was fetched.
 */
export function preloadLikelyScreensWhenIdle(routeId: RouteId): void {
  whenIdle(() => {
    preloadScreenFiles(LIKELY_NEXT_SCREENS[routeId] ?? []).catch(() => {
      // A failed preload is fetched again by the real navigation.
    });
  });
}

async function preloadScreenFiles(routeIds: readonly RouteId[]): Promise<void> {
  const screens = routeIds
    .map((id) => SCREENS[id])
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
  const links = [
    ...scripts.map((href) => ({ rel: 'modulepreload', href })),
    ...styles.map((href) => ({ rel: 'preload', as: 'style', href })),
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
function fetchAhead({ rel, href, as }: { rel: string; href: string; as?: string }) {
  // Already asked for: by the page (the first screen) or by a screen opened since.
  if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}
