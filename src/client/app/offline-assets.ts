import { ASSET_CACHE_NAME, STATIC_CACHE_NAME } from '@contract/offline-cache';

/** Where each kind of file the page loaded is kept (vite.config.ts's runtime caching). */
const CACHE_OF_FOLDER: Record<string, string> = {
  assets: ASSET_CACHE_NAME,
  brands: STATIC_CACHE_NAME,
  fonts: STATIC_CACHE_NAME,
  images: STATIC_CACHE_NAME,
};

/**
 * Puts the build files and fixed-name files (the brand's logo and icon, the emoji font) this page
 * loaded before the service worker ran (the visitor's catalog, the first screen, its chunks) into
 * the worker's runtime caches, so this screen opens offline too. They come from the browser's
 * HTTP cache, where they just landed, not over the network: the worker's precache would fetch
 * them again past that cache.
 */
export async function keepLoadedAssetsOffline(): Promise<void> {
  if (!('caches' in window)) return;
  const byCache = new Map<string, string[]>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    const cacheName = CACHE_OF_FOLDER[url.pathname.split('/')[1] ?? ''];
    if (url.origin !== window.location.origin || !cacheName || url.search) continue;
    byCache.set(cacheName, [...(byCache.get(cacheName) ?? []), url.href]);
  }
  await Promise.all(
    [...byCache].map(async ([cacheName, urls]) => {
      const cache = await caches.open(cacheName);
      const cached = new Set((await cache.keys()).map((request) => request.url));
      await Promise.all(urls.filter((url) => !cached.has(url)).map((url) => cache.add(url)));
    }),
  );
}
