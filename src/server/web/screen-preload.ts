import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@contract/locales';
import type { ScreenPreload } from '@contract/screen-preload';
import { Hono } from 'hono';
import { type BuildManifest, type ClientBuild, chunkFilesOf } from './client-build';

/** A screen's module (src/client/app/screens.ts loads each lazily): `…-screen.tsx`, `…-screens.tsx`. */
const SCREEN_MODULE = /^features\/[a-z0-9/-]+-screens?$/;
/** A later catalog part; `messages` comes with the first load. */
const PART_NAME = /^(?!messages$)[a-z]+$/;
/** More names than any screen's likely next ones: a longer list is not the app's. */
const MAX_NAMES = 12;

/** The names of a comma-separated query value that pass `rule`, at most MAX_NAMES. */
function namesOf(value: string | undefined, rule: RegExp): string[] {
  return [...new Set((value ?? '').split(','))]
    .filter((name) => rule.test(name))
    .slice(0, MAX_NAMES);
}

/**
 * The files of the named screens and of `locale`'s named catalog parts that the entry does not
 * bring already, from Vite's manifest; names the build does not have are left out. The app
 * fetches them with `<link rel="modulepreload">`, which downloads and compiles a module without
 * running it: importing screens ran them, in long tasks that kept a slow phone busy just after
 * the first screen was up.
 */
function screenPreloadFiles(
  manifest: BuildManifest,
  locale: LocaleCode,
  { screens, parts }: { screens: string[]; parts: string[] },
): ScreenPreload {
  const keys = [
    ...screens.map((module) => `src/client/${module}.tsx`),
    ...parts.flatMap((part) => [
      `src/client/i18n/later-parts/${part}.ts`,
      `locales/${locale}/${part}.po`,
    ]),
  ].filter((key) => manifest[key]?.isDynamicEntry);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of keys) {
    const files = chunkFilesOf(manifest, key);
    for (const file of files.scripts) scripts.add(file);
    for (const file of files.styles) styles.add(file);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** `GET /preload/screens.json?lang=&screens=&parts=`: the idle preload's files. */
export function screenPreloadRoutes(build: ClientBuild | null): Hono {
  const routes = new Hono();
  routes.get('/', (c) => {
    const asked = c.req.query('lang');
    const locale = asked && isLocaleCode(asked) ? asked : DEFAULT_LOCALE;
    const files = build?.manifest
      ? screenPreloadFiles(build.manifest, locale, {
          screens: namesOf(c.req.query('screens'), SCREEN_MODULE),
          parts: namesOf(c.req.query('parts'), PART_NAME),
        })
      : { scripts: [], styles: [] };
    // The app names its build in the address.
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(files);
  });
  return routes;
}
