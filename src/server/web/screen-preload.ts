import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@contract/locales';
import type { ScreenPreload } from '@contract/screen-preload';
import { Hono } from 'hono';
import { type BuildManifest, type ClientBuild, chunkFilesOf } from './client-build';

/** A screen's module (src/client/app/screens.ts loads each lazily): `…-screen.tsx`, `…-screens.tsx`. */
const SCREEN_MODULE = /-screens?\.tsx$/;

/**
 * The files of every screen and of `locale`'s later catalog parts that the entry does not bring
 * already. The app fetches them once idle with `<link rel="modulepreload">`, which downloads and
 * compiles a module without running it: importing every screen ran them all, in long tasks that
 * kept a slow phone busy just after the first screen was up.
 */
function screenPreloadFiles(manifest: BuildManifest, locale: LocaleCode): ScreenPreload {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const isScreen = SCREEN_MODULE.test(key);
    // `messages` comes with the first screen; the others (chat, payments…) come with theirs.
    const isLaterPart = key.startsWith(`locales/${locale}/`) && !key.endsWith('/messages.po');
    if (!isScreen && !isLaterPart) continue;
    const files = chunkFilesOf(manifest, key);
    for (const file of files.scripts) scripts.add(file);
    for (const file of files.styles) styles.add(file);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** `GET /preload/screens.json?lang=`: the idle preload's files for the app's language. */
export function screenPreloadRoutes(build: ClientBuild | null): Hono {
  const routes = new Hono();
  // Made on a language's first ask, then kept: the list changes with the build only.
  const byLocale = new Map<LocaleCode, ScreenPreload>();
  routes.get('/', (c) => {
    const asked = c.req.query('lang');
    const locale = asked && isLocaleCode(asked) ? asked : DEFAULT_LOCALE;
    let files = byLocale.get(locale);
    if (!files) {
      files = build?.manifest
        ? screenPreloadFiles(build.manifest, locale)
        : { scripts: [], styles: [] };
      byLocale.set(locale, files);
    }
    // The app names its build in the address.
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(files);
  });
  return routes;
}
