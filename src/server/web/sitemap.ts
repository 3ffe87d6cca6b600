import { LOCALES, ROUTE_LOCALE_CODES } from '@contract/locales';
import { localizePath, PUBLIC_ROUTE_IDS, ROUTES } from '@contract/routes';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page in every route locale, each with its `hreflang` alternates. */
export function renderSitemap(origin: string): string {
  const urls: string[] = [];
  for (const id of PUBLIC_ROUTE_IDS) {
    const path = ROUTES[id];
    const alternates = ROUTE_LOCALE_CODES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${LOCALES[locale].iso}" href="${escapeXml(origin + localizePath(path, locale))}"/>`,
    );
    alternates.push(
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`,
    );
    for (const locale of ROUTE_LOCALE_CODES) {
      urls.push(
        `  <url>\n    <loc>${escapeXml(origin + localizePath(path, locale))}</loc>\n${alternates.join('\n')}\n  </url>`,
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
