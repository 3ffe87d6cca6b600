import { findRoute } from '@contract/routes';
import { SCREENS, type Screen } from './screens';

/** Screens already asked for on intent. */
const loading = new Set<Screen>();

/** Loads the screen a link leads to, once; a failure is left to the navigation, which loads it again. */
function loadScreenOf(link: HTMLAnchorElement): void {
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const route = findRoute(url.pathname);
  if (!route) return;
  const screen = SCREENS[route.id];
  if (loading.has(screen)) return;
  loading.add(screen);
  screen.load().catch(() => loading.delete(screen));
}

/**
 * Fetches the screen of a link the visitor points at, touches or tabs to, before she lets go:
 * the screens not fetched ahead when idle (idle-preload.ts) come on intent instead. It runs the
 * screen's module, as opening it would a moment later.
 */
export function preloadScreensOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) loadScreenOf(link);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
}
