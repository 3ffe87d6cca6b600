import { isBotAgent } from '@contract/bots';
import { BRANDS } from '@contract/brands';
import { LOCALE_COOKIE_NAME } from '@contract/constants';
import { acceptedLanguages, detectLocale } from '@contract/detect-locale';
import { resolveLegacyPath } from '@contract/legacy-paths';
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@contract/locales';
import { findRoute, localizePath, type RouteId, splitLocalePrefix } from '@contract/routes';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Env } from '../config/env';
import { publicOrigin } from '../config/public-origin';
import type { ClientBuild } from './client-build';
import { renderPage } from './first-paint';
import { renderSitemap } from './sitemap';
import { serveStaticFile } from './static-files';

/** Puts the page's language and direction on `<html>` (the service worker's shell). */
function renderIndex(build: ClientBuild, locale: LocaleCode): string {
  const { iso, direction } = LOCALES[locale];
  return build.indexHtml.replace(/<html[^>]*>/, `<html lang="${iso}" dir="${direction}">`);
}

/** The language the app will show this visitor (spec §4), as the client decides it. */
function visitorLocale(c: Context, pathname: string): LocaleCode {
  return detectLocale({
    cookie: getCookie(c, LOCALE_COOKIE_NAME) ?? null,
    telegramLanguage: null,
    browserLanguages: acceptedLanguages(c.req.header('accept-language')),
    pathname,
    isBot: isBotAgent(c.req.header('user-agent') ?? ''),
  });
}

function withQuery(c: Context, target: string): string {
  const query = new URL(c.req.url).search;
  return query ? `${target}${target.includes('?') ? '&' : '?'}${query.slice(1)}` : target;
}

/** Sitemap, redirects, static files and the app for every page path (200 known, 404 unknown). */
export function createPageRoutes(
  env: Env,
  build: ClientBuild | null,
  /**
   * The portraits a route's first screen shows a new visitor (Home's first cards, a landing's
   * hero), drawn into its page before the scripts run.
   */
  firstPortraits: (routeId: RouteId | null) => Promise<string[]> = async () => [],
): Hono {
  const web = new Hono();
  const origin = publicOrigin(env);

  web.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(renderSitemap(origin), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });

  // Crawlers may read the pages; the API, payment pages, webhooks and media stay out of search.
  web.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /pay/',
        'Disallow: /telegram/',
        'Disallow: /media/',
        'Disallow: /upload/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  // Browsers and bookmark services ask for /favicon.ico whatever the page says: the brand's icon.
  web.get('/favicon.ico', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.redirect(`/brands/${BRANDS[env.BRAND].key}/icon-192.png`, 301);
  });

  web.on(['GET', 'HEAD'], '*', async (c) => {
    const pathname = c.req.path;
    const { prefix, path } = splitLocalePrefix(pathname);

    // Redirects are built from the path as sent, still percent-encoded: decoded, `/web/chat/a%0d%0ab`
    // would put a line break (and `%00` a NUL) into the Location header, which cannot be sent.
    const legacyTarget = resolveLegacyPath(splitLocalePrefix(new URL(c.req.url).pathname).path);
    if (legacyTarget) {
      return c.redirect(withQuery(c, localizePath(legacyTarget, prefix ?? DEFAULT_LOCALE)), 301);
    }
    if (env.ROOT_REDIRECT && (path === '/' || path === '')) {
      const target = env.ROOT_REDIRECT.startsWith('/')
        ? localizePath(env.ROOT_REDIRECT, prefix ?? DEFAULT_LOCALE)
        : env.ROOT_REDIRECT;
      return c.redirect(withQuery(c, target), 302);
    }

    if (!build) {
      return c.text(
        'The client is not built. Run `npm run build`, or `npm run dev` for development.',
        404,
      );
    }
    const file = await serveStaticFile(c, build.dir, pathname);
    if (file) return file;

    c.header('Cache-Control', 'no-cache');
    // The service worker precaches /index.html as the shell it serves for every navigation: it
    // must fit every page, so it has no page's first paint.
    if (pathname === '/index.html') return c.html(renderIndex(build, prefix ?? DEFAULT_LOCALE));
    const route = findRoute(pathname);
    const html = renderPage(build, {
      locale: visitorLocale(c, pathname),
      routeId: route?.id ?? null,
      brand: BRANDS[env.BRAND],
      portraits: await firstPortraits(route?.id ?? null).catch(() => []),
      isBot: isBotAgent(c.req.header('user-agent') ?? ''),
    });
    return c.html(html, route ? 200 : 404);
  });
  return web;
}
