import { ASSET_CACHE_NAME } from '@contract/offline-cache';

/**
 * Puts the build files this page loaded before the service worker ran (the visitor's catalog,
 * the first screen, its chunks) into the worker's runtime cache, so this screen opens offline
 * too. They come from the browser's HTTP cache, where they just landed, not over the network.
 */
export async function keepLoadedAssetsOffline(): Promise<void> {
  if (!('caches' in window)) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  const cache = await caches.open(ASSET_CACHE_NAME);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  await Promise.all(urls.filter((url) => !cached.has(url)).map((url) => cache.add(url)));
}
