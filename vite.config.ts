import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readBuildEnv } from './scripts/lib/build-env.ts';
import { lazyIosSpinner } from './scripts/lib/lazy-ios-spinner.ts';
import { linguiMacro } from './scripts/lib/lingui-macro.ts';
import { pageTextsPlugin } from './scripts/lib/page-texts.ts';
import { dropManifestFromPrecache, precacheShellOnly } from './scripts/lib/precache-shell.ts';
import { pruneTelegramUiCss } from './scripts/lib/prune-telegram-ui-css.ts';
import { BRANDS } from './src/contract/brands.ts';
import { LOCAL_BOT_API_DEV_PATH } from './src/contract/local-bot-api.ts';
import { ASSET_CACHE_NAME, STATIC_CACHE_NAME } from './src/contract/offline-cache.ts';

const alias = (folder: string) => fileURLToPath(new URL(`./src/${folder}`, import.meta.url));
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** In `npm run dev`, opens the Telegram harness at /__harness (it is never in production builds). */
function devHarnessPlugin(): Plugin {
  return {
    name: 'dev-harness',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url === '/__harness' || request.url?.startsWith('/__harness?')) {
          const search = request.url.slice('/__harness'.length);
          response.writeHead(302, { Location: `/src/client/harness/index.html${search}` });
          response.end();
          return;
        }
        next();
      });
    },
  };
}

/** What Vite forwards in `npm run dev`: the API server's paths, and the local Bot API's if running. */
function devProxy() {
  const apiServer = `http://127.0.0.1:${process.env.DEV_API_PORT ?? 8787}`;
  const apiPaths = [
    '/api',
    '/media',
    '/pay/sandbox',
    '/telegram',
    '/healthz',
    '/sitemap.xml',
    '/builds',
  ];
  const proxy: Record<string, string | { target: string; rewrite(path: string): string }> =
    Object.fromEntries(apiPaths.map((path) => [path, apiServer]));
  const localBotApi = process.env.LOCAL_BOT_API_URL;
  if (localBotApi) {
    // For the harness's payment form (scripts/lib/local-bot-api.mjs).
    proxy[LOCAL_BOT_API_DEV_PATH] = {
      target: localBotApi,
      rewrite: (path) => path.slice(LOCAL_BOT_API_DEV_PATH.length) || '/',
    };
  }
  return proxy;
}

/** Writes `builds/latest.json`, which the server and the new-build check read. */
function buildInfoPlugin(info: { buildId: string; brand: string }): Plugin {
  return {
    name: 'build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ ...info, builtAt: new Date().toISOString() }),
      });
    },
  };
}

/** Fills the brand placeholders of index.html. */
function brandHtmlPlugin(brandKey: keyof typeof BRANDS): Plugin {
  const brand = BRANDS[brandKey];
  return {
    name: 'brand-html',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%BRAND_TITLE%', brand.title)
        .replaceAll('%BRAND_LOGO%', brand.logo)
        .replaceAll('%BRAND_KEY%', brand.key)
        .replaceAll('%BRAND_THEME_COLOR%', brand.themeColor)
        .replace(
          '<!-- %BRAND_PALETTE_STYLE% -->',
          `<style>:root{${brandPaletteCss(brand)}}</style>`,
        ),
  };
}

/** The brand's colours as the CSS variables src/client/styles/tokens.css builds its roles on. */
function brandPaletteCss({ palette, themeColor }: (typeof BRANDS)[keyof typeof BRANDS]): string {
  return [
    `--brand-accent:${palette.accent}`,
    `--brand-accent-text-light:${palette.accentTextLight}`,
    `--brand-accent-text-dark:${palette.accentTextDark}`,
    `--brand-bg-dark:${themeColor}`,
  ].join(';');
}

export default defineConfig(({ command, mode }) => {
  const buildEnv = readBuildEnv(process.env);
  const brand = BRANDS[buildEnv.brand];
  const buildId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
  const isHarness = mode === 'harness';

  return {
    // The harness is its own small page, built only for end-to-end tests.
    ...(isHarness ? { root: fromRoot('./src/client/harness'), publicDir: false as const } : {}),
    resolve: {
      alias: { '@client': alias('client'), '@contract': alias('contract') },
    },
    define: {
      __BUILD_ID__: JSON.stringify(command === 'serve' ? 'dev' : buildId),
      __BRAND__: JSON.stringify(buildEnv.brand),
      __API_SIGN_SECRET__: JSON.stringify(buildEnv.apiSignSecret),
    },
    plugins: [
      react(),
      linguiMacro(),
      !isHarness && lingui({ failOnMissing: command === 'build', failOnCompileError: true }),
      brandHtmlPlugin(buildEnv.brand),
      devHarnessPlugin(),
      lazyIosSpinner(),
      !isHarness && pruneTelegramUiCss(),
      !isHarness && buildInfoPlugin({ buildId, brand: buildEnv.brand }),
      !isHarness && pageTextsPlugin(fromRoot('.')),
      !isHarness &&
        VitePWA({
          // Registered by our bridge, and only outside Telegram (no service workers there on iOS).
          injectRegister: null,
          registerType: 'autoUpdate',
          // Nor the manifest's icons: the page has fetched them already (precacheShellOnly).
          includeManifestIcons: false,
          manifest: {
            id: '/',
            name: brand.title,
            short_name: brand.title,
            start_url: '/?pwa=1',
            scope: '/',
            display: 'standalone',
            background_color: brand.themeColor,
            theme_color: brand.themeColor,
            icons: [
              { src: `/brands/${brand.key}/icon-192.png`, sizes: '192x192', type: 'image/png' },
              { src: `/brands/${brand.key}/icon-512.png`, sizes: '512x512', type: 'image/png' },
              {
                src: `/brands/${brand.key}/icon-512.png`,
                sizes: '512x512',
                type: 'image/png',
                purpose: 'maskable',
              },
            ],
          },
          workbox: {
            navigateFallback: '/index.html',
            navigateFallbackDenylist: [
              /^\/api\//,
              /^\/sitemap\.xml$/,
              /^\/builds\//,
              /^\/healthz$/,
              // Server pages: the sandbox checkout, stored images, the bot webhook.
              /^\/pay\/sandbox\//,
              /^\/media\//,
              /^\/telegram\//,
            ],
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
            globIgnores: ['builds/**', 'brands/**'],
            // The shell only; screens and catalogs are cached when first fetched (below).
            manifestTransforms: [precacheShellOnly(fromRoot('./dist/client'))],
            runtimeCaching: [
              {
                // Hashed build files never change at their address: the cache is enough.
                urlPattern: ({ url, sameOrigin }) =>
                  sameOrigin && url.pathname.startsWith('/assets/'),
                handler: 'CacheFirst',
                options: {
                  cacheName: ASSET_CACHE_NAME,
                  expiration: { maxEntries: 300, maxAgeSeconds: 365 * 24 * 60 * 60 },
                  cacheableResponse: { statuses: [200] },
                },
              },
              {
                // Fixed names (the emoji font, pictures, the brands' files): fresh when online.
                urlPattern: ({ url, sameOrigin }) =>
                  sameOrigin && /^\/(fonts|images|brands)\//.test(url.pathname),
                handler: 'StaleWhileRevalidate',
                options: { cacheName: STATIC_CACHE_NAME, expiration: { maxEntries: 50 } },
              },
            ],
          },
        }),
      !isHarness && dropManifestFromPrecache(fromRoot('./dist/client/sw.js')),
    ],
    build: isHarness
      ? { outDir: fromRoot('./dist/harness'), emptyOutDir: true }
      : {
          outDir: fromRoot('./dist/client'),
          emptyOutDir: true,
          sourcemap: true,
          // The server reads which files a screen and a language's catalog are, to preload them
          // with the page (src/server/web/client-build.ts).
          manifest: true,
          // Everything the entry imports in one chunk. Left alone, Rolldown splits what lazy
          // screens share with the entry (React, ky, jotai, Lingui) into six small chunks that
          // every first load fetches anyway: 4 kB more compressed, and more requests.
          // The query layer (src/client/lib/query) in one chunk too: split in two (the hook, and
          // the cache that mutations also import) it cost each first page using it a request and
          // about 150 bytes more.
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'app', tags: ['$initial'] },
                  { name: 'query', test: /[\\/]src[\\/]client[\\/]lib[\\/]query[\\/]/ },
                ],
              },
            },
            // Rolldown's "plugins took significant time" block (a dozen lines of timings on a busy
            // machine) reads as a problem in `npm start`'s output; the build times are no news.
            checks: { bundlerTimings: false },
          },
        },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 8080),
      strictPort: true,
      proxy: devProxy(),
    },
  };
});
