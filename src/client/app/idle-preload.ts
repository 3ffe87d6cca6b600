import { BUILD_ID } from '@client/config/build-config';
import { localeAtom } from '@client/i18n/locale-atom';
import { appStore } from '@client/lib/app-store';
import { IDLE_PRELOAD_DELAY_MS, MAX_PARALLEL_PRELOADS } from '@contract/constants';
import { SCREEN_PRELOAD_PATH, type ScreenPreload } from '@contract/screen-preload';

/** Runs `task` once the first screen is up and the browser is idle (spec §9: after 1 s). */
export function whenIdle(task: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task());
    else task();
  }, IDLE_PRELOAD_DELAY_MS);
}

/**
 * Fetches the other screens once the app is idle, 5 at a time (spec §9), for instant taps. They
 * are downloaded and compiled, not run: importing them ran every screen's modules at once, in
 * long tasks that kept a slow phone from answering just after its first screen was up. A screen
 * runs when it is opened, from what was fetched.
 */
export function preloadScreensWhenIdle(): void {
  whenIdle(() => {
    preloadScreenFiles().catch(() => {
      // A failed preload is fetched again by the real navigation.
    });
  });
}

async function preloadScreenFiles(): Promise<void> {
  const locale = appStore.get(localeAtom);
  const response = await fetch(`${SCREEN_PRELOAD_PATH}?lang=${locale}&b=${BUILD_ID}`);
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
