import { IDLE_PRELOAD_DELAY_MS } from '@contract/constants';
import type { RouteId } from '@contract/routes';

/**
 * Marked each time an idle task runs: what was requested before the first such mark is the first
 * load (the bundle benchmark counts up to here).
 */
const IDLE_MARK = 'app:first-idle';

/** Runs `task` once the first screen is up and the browser is idle (spec §9: after 1 s). */
export function whenIdle(task: () => void): void {
  const run = () => {
    performance.mark(IDLE_MARK);
    task();
  };
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run);
    else run();
  }, IDLE_PRELOAD_DELAY_MS);
}

/**
 * Fetches the screens a visitor is likely to open next from `routeId` once the app is idle
 * (likely-screens.ts), for instant taps; the others come on intent (intent-preload.ts). They are
 * downloaded and compiled, not run: importing them ran their modules in long tasks that kept a
 * slow phone from answering just after its screen was up. A screen runs when it is opened, from
 * what was fetched. The preloader and its tables load with it, not with the first screen.
 */
export function preloadLikelyScreensWhenIdle(routeId: RouteId): void {
  whenIdle(() => {
    import('./likely-preload')
      .then(({ preloadLikelyScreens }) => preloadLikelyScreens(routeId))
      .catch(() => {
        // A failed preload is fetched again by the real navigation.
      });
  });
}
