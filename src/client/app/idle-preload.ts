import { IDLE_PRELOAD_DELAY_MS, MAX_PARALLEL_PRELOADS } from '@contract/constants';
import { SCREEN_LOADERS } from './screens';

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
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start);
    else start();
  }, IDLE_PRELOAD_DELAY_MS);
}
