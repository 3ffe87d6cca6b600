import { IDLE_PRELOAD_DELAY_MS, MAX_PARALLEL_PRELOADS } from '@contract/constants';
import { SCREEN_LOADERS } from './screens';

/** Runs `task` once the first screen is up and the browser is idle (spec §9: after 1 s). */
export function whenIdle(task: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task());
    else task();
  }, IDLE_PRELOAD_DELAY_MS);
}

/** Downloads the other screens once the app is idle, 5 at a time (spec §9), for instant taps. */
export function preloadScreensWhenIdle(): void {
  const loaders = [...new Set(Object.values(SCREEN_LOADERS))];
  const start = () => {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < loaders.length) {
        const loader = loaders[next++];
        await loader?.().catch(() => {
          // A failed preload is retried by the real navigation.
        });
      }
    };
    for (let i = 0; i < MAX_PARALLEL_PRELOADS; i++) void worker();
  };
  whenIdle(start);
}
