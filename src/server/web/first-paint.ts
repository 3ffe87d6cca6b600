import type { BrandConfig } from '@contract/brands';
import {
  CARD_IMAGE_SIZES,
  cardImageSrcSet,
  HERO_IMAGE_SIZES,
  heroImageSrcSet,
  thumbnailUrl,
} from '@contract/card-image';
import { FIRST_PAINT_IDS } from '@contract/first-paint-ids';
import { isLandingRoute } from '@contract/landing-heroes';
import { LOCALES, type LocaleCode } from '@contract/locales';
import type { RouteId } from '@contract/routes';
import { type ClientBuild, chunkFilesOf } from './client-build';
import { escapeHtml } from './escape-html';
import {
  AGE_CHECK_CSS,
  type AgeCheckTexts,
  ageCheckHtml,
  inlineLogo,
  overlayGateScript,
  SIGN_IN_CSS,
  type SignInTexts,
  signInHtml,
} from './first-paint-overlays';

/**
 * The modules that draw the first screens a visitor lands on (src/client/app/screens.ts), so the
 * page preloads its screen's chunk with the entry instead of after it.
 */
export const FIRST_SCREEN_MODULES: Partial<Record<RouteId, string>> = {
  home: 'src/client/features/home/home-screen.tsx',
  chat: 'src/client/features/chat/chat-list-screen.tsx',
  settings: 'src/client/features/settings/settings-screen.tsx',
  landing: 'src/client/features/landing/landing-screen.tsx',
  landingRole1: 'src/client/features/landing/landing-screen.tsx',
  landingRole2: 'src/client/features/landing/landing-screen.tsx',
  landingRole3: 'src/client/features/landing/landing-screen.tsx',
  landing2: 'src/client/features/landing/landing-screen.tsx',
  // A character's page: shared links and search results land on it.
  role: 'src/client/features/role/role-screen.tsx',
};

/** Catalog parts a first screen loads with its chunk (src/client/app/screens.ts), preloaded too. */
const FIRST_SCREEN_PARTS: Partial<Record<RouteId, string>> = {
  landing: 'landing',
  landingRole1: 'landing',
  landingRole2: 'landing',
  landingRole3: 'landing',
  landing2: 'landing',
  role: 'role',
};

/**
 * Routes whose screen is titled with the brand's name: Home and the landings an ad brings a new
 * visitor to. A route drawn first by the server must draw a PageFrame (or call
 * releaseFirstPaint, src/client/app/first-paint.ts), which takes the first paint away.
 */
const BRAND_TITLED = new Set<RouteId>([
  'home',
  'landing',
  'landingRole1',
  'landingRole2',
  'landingRole3',
  'landing2',
]);

/** The screens with the navigation (a rail at the side of a laptop's window: page-frame.css). */
const SCREENS_WITH_NAV: ReadonlySet<RouteId> = new Set(['home', 'chat', 'settings', 'myRoles']);

/** Portraits of Home drawn before the app runs: a phone's first two rows. */
export const FIRST_PAINT_PORTRAITS = 4;

/**
 * The first paint's own look, before the app's stylesheets apply: the page background and the
 * header (page-frame.css); Home adds its grid of cards (character-card.css, home-screen.css). It
 * lies over the app (fixed, so taking it away moves nothing) until the screen has drawn itself.
 */
const FIRST_PAINT_CSS = [
  '.first-paint{position:fixed;inset:0;z-index:1;overflow:hidden;pointer-events:none;background:#f4f3f7;color:#121016;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}',
  '@media (prefers-color-scheme:dark){.first-paint{background:var(--brand-bg-dark);color:#f5f3f8}}',
  '.first-paint__column{padding-top:env(safe-area-inset-top)}',
  // The app's column on a wide screen (page-frame.css): centred, between two hairlines.
  '@media (min-width:720px){.first-paint__column{box-sizing:border-box;max-width:600px;min-height:100%;margin-inline:auto;border-inline:1px solid rgb(0 0 0/12%)}.first-paint__column--wide{max-width:960px}}',
  '@media (min-width:720px) and (prefers-color-scheme:dark){.first-paint__column{border-color:rgb(255 255 255/14%)}}',
  // Beside the 88 px rail of the screens with navigation, centred in the rest of the window.
  '@media (min-width:1024px){.first-paint__column--beside-rail{margin-inline:max(104px,calc(50% + 44px - 300px)) 16px}.first-paint__column--beside-rail.first-paint__column--wide{margin-inline:max(104px,calc(50% + 44px - 480px)) 16px}}',
  '.first-paint__header{display:flex;align-items:center;min-height:52px;padding-inline:8px 16px}',
  '.first-paint__title{margin:0;padding-inline-start:8px;font-size:20px;font-weight:700;line-height:26px}',
].join('');

/** Home's grid of first portraits, for the pages that draw it. */
const FIRST_PAINT_GRID_CSS = [
  // Where Home's grid starts under the header on a phone: the VIP banner, the Meet line (43 px),
  // tabs, style and tag chips.
  '.first-paint__bars{height:263px}',
  '.first-paint__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px;padding:0 12px}',
  '.first-paint__card{aspect-ratio:3/4;overflow:hidden;border-radius:14px;background:rgb(128 128 128/16%)}',
  '.first-paint__image{display:block;width:100%;height:100%;object-fit:cover}',
].join('');

/** A landing page's hero (landing.css: 40% of the screen's height, 3:4, 16 px under the header). */
const FIRST_PAINT_HERO_CSS = [
  '.first-paint__hero{height:40vh;max-width:calc(100% - 32px);aspect-ratio:3/4;margin:16px auto 0;overflow:hidden;border-radius:20px;background:rgb(128 128 128/16%)}',
  '.first-paint__hero img{display:block;width:100%;height:100%;object-fit:cover;object-position:top}',
].join('');

export interface PageRequest {
  /**
   * The language the app will show this visitor (contract/detect-locale: the URL's for crawlers):
   * `<html lang>`, the texts, the catalog to preload.
   */
  locale: LocaleCode;
  /** The route of the path, or null for a page the app answers with its 404. */
  routeId: RouteId | null;
  brand: BrandConfig;
  /** The first screen's portraits (addresses): Home's first cards, or a landing page's hero. */
  portraits: readonly string[];
  /** A search engine's crawler, which the app shows no age check (adult-check-popup.tsx). */
  isBot: boolean;
}

/** How the first screen shows its largest picture, which the page asks for before its scripts. */
interface FirstImage {
  url: string;
  srcSet: string | undefined;
  sizes: string;
}

/** Home's first portrait or a landing page's hero; null on other pages or without portraits. */
function firstImageOf({ routeId, portraits }: PageRequest): FirstImage | null {
  const [url] = portraits;
  if (!url || !routeId) return null;
  if (routeId === 'home') {
    return { url, srcSet: cardImageSrcSet(url) || undefined, sizes: CARD_IMAGE_SIZES };
  }
  if (isLandingRoute(routeId)) {
    return { url, srcSet: heroImageSrcSet(url), sizes: HERO_IMAGE_SIZES };
  }
  return null;
}

/** The title of the screen `routeId` shows first, in `locale`, when the server knows it. */
function firstScreenTitle(build: ClientBuild, request: PageRequest): string | null {
  const { routeId, brand, locale } = request;
  if (!routeId) return null;
  if (BRAND_TITLED.has(routeId)) return brand.title;
  return build.pageTexts?.[locale]?.titles[routeId] ?? null;
}

/** The `<img>` of a first-paint picture, at high priority when it is the screen's largest. */
function imageHtml(url: string, image: Omit<FirstImage, 'url'>, extra: string[]): string {
  const attributes = [
    ...extra,
    `src="${escapeHtml(thumbnailUrl(url, 384))}"`,
    image.srcSet ? `srcset="${escapeHtml(image.srcSet)}" sizes="${image.sizes}"` : '',
    'alt=""',
  ].filter(Boolean);
  return `<img ${attributes.join(' ')}>`;
}

/** What the first paint draws over its screen for a new visitor, when the build has the texts. */
interface Overlays {
  /** Settings' sign-in cell. */
  signIn: SignInTexts | null;
  /**
   * The age check, on every page with a first paint: none of them is one the app shows without it
   * (adult-check-popup.tsx, PAGES_WITHOUT_CHECK). Crawlers get none.
   */
  ageCheck: AgeCheckTexts | null;
}

function overlaysOf(build: ClientBuild, request: PageRequest): Overlays {
  const texts = build.pageTexts?.[request.locale];
  return {
    signIn: request.routeId === 'settings' ? (texts?.signIn ?? null) : null,
    ageCheck: request.isBot ? null : (texts?.ageCheck ?? null),
  };
}

/**
 * The first paint of the screen: its header, Home's first portraits or a landing's hero, and what
 * a new visitor sees over it (with the script that takes away what this browser would not see).
 */
function firstPaintHtml(
  title: string,
  request: PageRequest,
  image: FirstImage | null,
  overlays: Overlays,
  clientDir: string,
): string {
  const { signIn, ageCheck } = overlays;
  const isHome = request.routeId === 'home' && image !== null;
  const cards = request.portraits
    .map((url, index) => {
      const extra = ['class="first-paint__image"'];
      // The first portrait is Home's largest paint: fetched before anything but the page.
      if (index === 0) extra.push('fetchpriority="high"');
      const image = { srcSet: cardImageSrcSet(url) || undefined, sizes: CARD_IMAGE_SIZES };
      return `<div class="first-paint__card">${imageHtml(url, image, extra)}</div>`;
    })
    .join('');
  const column = [
    'first-paint__column',
    isHome && 'first-paint__column--wide',
    request.routeId && SCREENS_WITH_NAV.has(request.routeId) && 'first-paint__column--beside-rail',
  ]
    .filter(Boolean)
    .join(' ');
  const pictures = isHome
    ? `<div class="first-paint__bars"></div><div class="first-paint__grid">${cards}</div>`
    : image
      ? `<div class="first-paint__hero">${imageHtml(image.url, image, ['fetchpriority="high"'])}</div>`
      : signIn
        ? signInHtml(signIn)
        : '';
  const popup = ageCheck
    ? ageCheckHtml(ageCheck, request.brand, inlineLogo(clientDir, request.brand.logo))
    : '';
  const gate = overlayGateScript({ signIn: signIn !== null, ageCheck: ageCheck !== null });
  // Hidden from assistive technology: the app's own screen, under it, is the page.
  return `<div id="${FIRST_PAINT_IDS.root}" class="first-paint" aria-hidden="true"><div class="${column}"><div class="first-paint__header"><h1 class="first-paint__title">${escapeHtml(title)}</h1></div>${pictures}</div>${popup}${gate}</div>`;
}

/** The `<link>`s that fetch the visitor's catalog and the first screen's chunks with the page. */
function preloadLinks(build: ClientBuild, request: PageRequest): string {
  const { manifest } = build;
  if (!manifest) return '';
  const part = request.routeId ? FIRST_SCREEN_PARTS[request.routeId] : undefined;
  const catalogs = ['messages', ...(part ? [part] : [])]
    .map((name) => manifest[`locales/${request.locale}/${name}.po`])
    .filter((entry) => entry !== undefined);
  const screen = request.routeId ? FIRST_SCREEN_MODULES[request.routeId] : undefined;
  const { scripts, styles } = screen ? chunkFilesOf(manifest, screen) : { scripts: [], styles: [] };
  const modules = [...catalogs.map((entry) => `/${entry.file}`), ...scripts];
  return [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');
}

/**
 * The app's page for one request: its language and direction on `<html>`, the meta description, the entry's
 * stylesheet written in (one round trip less before the first paint), preloads of the visitor's
 * catalog and the first screen, and that screen's first paint, drawn before any script runs.
 */
export function renderPage(build: ClientBuild, request: PageRequest): string {
  const { iso, direction } = LOCALES[request.locale];
  let html = build.indexHtml.replace(/<html[^>]*>/, `<html lang="${iso}" dir="${direction}">`);

  const description = build.pageTexts?.[request.locale]?.description;
  if (description) {
    const text = description.replaceAll('{brand}', request.brand.title);
    html = html.replace(
      '</title>',
      `</title><meta name="description" content="${escapeHtml(text)}">`,
    );
  }

  for (const [href, css] of build.entryCss) {
    // The disabled link is never fetched, but Vite's preloader finds it there: without it, the
    // first lazy screen that shares the entry's chunk would download this stylesheet again.
    html = html.replace(
      new RegExp(`<link rel="stylesheet"[^>]*href="${href.replaceAll('.', '\\.')}"[^>]*>`),
      () => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`,
    );
  }
  html = html.replace('</head>', `${preloadLinks(build, request)}</head>`);

  const image = firstImageOf(request);
  if (image) {
    // Asked for before the scripts: on HTTP/1.1 it would otherwise wait for a free connection.
    html = html.replace(
      '<meta charset="UTF-8" />',
      () =>
        `<meta charset="UTF-8" /><link rel="preload" as="image" href="${escapeHtml(thumbnailUrl(image.url, 384))}"${image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${image.sizes}"` : ''} fetchpriority="high">`,
    );
  }

  const title = firstScreenTitle(build, request);
  if (title) {
    const overlays = overlaysOf(build, request);
    const css = [
      FIRST_PAINT_CSS,
      image ? (request.routeId === 'home' ? FIRST_PAINT_GRID_CSS : FIRST_PAINT_HERO_CSS) : '',
      overlays.signIn ? SIGN_IN_CSS : '',
      overlays.ageCheck ? AGE_CHECK_CSS : '',
    ].join('');
    html = html
      .replace('</head>', `<style>${css}</style></head>`)
      .replace(
        '<div id="root">',
        () => `${firstPaintHtml(title, request, image, overlays, build.dir)}<div id="root">`,
      );
  }
  return html;
}
