/**
 * The service worker's cache of hashed build files fetched at runtime (screens, catalogs): the
 * worker precaches only the shell (vite.config.ts), and the page puts what it loaded before the
 * worker ran into this cache (src/client/app/offline-assets.ts), so visited screens work offline.
 */
export const ASSET_CACHE_NAME = 'assets';

/**
 * The service worker's cache of files with fixed names (the emoji font, pictures, the brands'
 * files), fresh when online; the page puts those it loaded before the worker ran into it too.
 */
export const STATIC_CACHE_NAME = 'static-files';
