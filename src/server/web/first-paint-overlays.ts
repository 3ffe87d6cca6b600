import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAINT_IDS, FIRST_PAINT_STORAGE } from '@contract/first-paint-ids';
import type { PageTexts } from './client-build';
import { escapeHtml } from './escape-html';

/**
 * Parts of the app's first screen that a new visitor sees and the server can draw before the
 * scripts (src/server/web/first-paint.ts): Settings' sign-in cell and the age check. Each is the
 * screen's largest paint when it shows, so drawing it here moves the largest paint to the first
 * paint. Each copies the app's boxes exactly (telegram-ui's Section, Cell and Button, the bottom
 * popup), so the app's own drawing lands on the same pixels and is not counted as a larger paint.
 * The page is the same for every visitor: an inline script right after them takes away the ones
 * this browser would not see (a stored session, an age already confirmed) before the first frame.
 */

export type SignInTexts = NonNullable<PageTexts['signIn']>;
export type AgeCheckTexts = NonNullable<PageTexts['ageCheck']>;

/**
 * The app's font stacks: its own (tokens.css, on `:root` in the entry stylesheet the page carries
 * already) and telegram-ui's (set on its root element, which is not there yet).
 */
const APP_FONT = 'var(--app-font-family)';
const TGUI_FONT =
  'system-ui,-apple-system,BlinkMacSystemFont,"Roboto","Apple Color Emoji","Helvetica Neue",sans-serif';

/** Colours the app gives these parts outside Telegram (tokens.css), light then dark. */
const SURFACE_DARK = 'color-mix(in srgb,var(--brand-bg-dark),#fff 7%)';
const HINT = '#6b6f76';
const HINT_DARK = '#a9a4b3';

/** Settings' account section with its sign-in cell (account-section.tsx, section-title.css). */
export const SIGN_IN_CSS = [
  '.first-paint__section{margin-bottom:12px;background:#fff}',
  `.first-paint__section-title{margin:0;padding:16px 16px 8px;font-family:${APP_FONT};font-size:13px;font-weight:500;line-height:16px;letter-spacing:.02em;text-transform:uppercase;color:${HINT}}`,
  `.first-paint__cell{padding:16px 24px;font-family:${TGUI_FONT}}`,
  '.first-paint__cell p{margin:0;font-size:16px;line-height:24px}',
  `.first-paint__cell .first-paint__hint{margin-top:2px;font-size:15px;line-height:22px;color:${HINT}}`,
  `@media (prefers-color-scheme:dark){.first-paint__section{background:${SURFACE_DARK}}.first-paint__section-title,.first-paint__cell .first-paint__hint{color:${HINT_DARK}}}`,
].join('');

export function signInHtml(texts: SignInTexts): string {
  return [
    `<div id="${FIRST_PAINT_IDS.signIn}" class="first-paint__section">`,
    `<p class="first-paint__section-title">${escapeHtml(texts.section)}</p>`,
    `<div class="first-paint__cell"><p>${escapeHtml(texts.action)}</p><p class="first-paint__hint">${escapeHtml(texts.reason)}</p></div>`,
    '</div>',
  ].join('');
}

/** The age check in its bottom sheet (adult-check-popup.css, bottom-popup.css, telegram-ui Button). */
export const AGE_CHECK_CSS = [
  '.first-paint__popup{position:fixed;inset:0;display:flex;flex-direction:column;justify-content:flex-end;background:rgb(0 0 0/60%)}',
  `.first-paint__sheet{box-sizing:border-box;width:100%;max-width:600px;margin-inline:auto;padding:24px 20px calc(20px + env(safe-area-inset-bottom,0px));border-radius:20px 20px 0 0;background:#fff;font-family:${APP_FONT}}`,
  '.first-paint__check{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}',
  '.first-paint__logo{display:block;width:64px;height:64px;overflow:hidden;border-radius:16px}',
  '.first-paint__logo--blank{background:var(--brand-accent)}',
  '.first-paint__check h2{margin:0;font-size:22px;font-weight:700;line-height:normal}',
  '.first-paint__check p{margin:0;font-size:15px;line-height:21px}',
  '.first-paint__check .first-paint__check-text{margin-bottom:8px}',
  `.first-paint__button{box-sizing:border-box;display:flex;margin:0;border:0;align-items:center;justify-content:center;width:100%;height:50px;padding:10px 20px;border-radius:8px;font-family:${TGUI_FONT};font-size:17px;font-weight:600;line-height:26px;color:var(--brand-accent-text-light)}`,
  // The one part of the first paint that takes a tap (it lies under `pointer-events:none`).
  '.first-paint__button--filled{background:var(--brand-accent);color:#fff;pointer-events:auto;cursor:pointer}',
  `.first-paint__check .first-paint__legal{margin-top:4px;font-size:12px;line-height:17px;color:${HINT}}`,
  '.first-paint__legal span{color:var(--brand-accent-text-light);text-decoration:underline}',
  `@media (prefers-color-scheme:dark){.first-paint__sheet{background:${SURFACE_DARK}}.first-paint__button:not(.first-paint__button--filled),.first-paint__legal span{color:var(--brand-accent-text-dark)}.first-paint__check .first-paint__legal{color:${HINT_DARK}}}`,
].join('');

/**
 * The legal line with its two links drawn as link-coloured text: like the rest of the first
 * paint it takes no taps, and the app's own links replace it.
 */
function legalHtml(text: string): string {
  return text
    .split(/(<\d>.*?<\/\d>)/)
    .map((part) => {
      const link = /^<(\d)>(.*)<\/\1>$/.exec(part);
      return link ? `<span>${escapeHtml(link[2] ?? '')}</span>` : escapeHtml(part);
    })
    .join('');
}

/** Brand logos as written into pages, by file. */
const inlineLogos = new Map<string, string>();

/**
 * The brand's logo written into the page as SVG: as an `<img>` it would hold back the page's
 * `load` event, which scripts and tests wait for, until it arrived. Its ids get a prefix of their
 * own, so they cannot meet the app's. Without the file, a square in the brand's colour.
 */
export function inlineLogo(clientDir: string, logoPath: string): string {
  const file = path.join(clientDir, logoPath);
  let logo = inlineLogos.get(file);
  if (logo === undefined) {
    let svg = '';
    try {
      svg = readFileSync(file, 'utf8');
    } catch {
      // No logo in this build: the square below.
    }
    logo = svg.includes('<svg')
      ? svg
          .slice(svg.indexOf('<svg'))
          .replace(/<title>[\s\S]*?<\/title>/g, '')
          .replace(/\bid="([^"]+)"/g, 'id="first-paint-$1"')
          .replace(/url\(#([^)]+)\)/g, 'url(#first-paint-$1)')
          .replace(/<svg\b/, '<svg class="first-paint__logo" width="64" height="64"')
          .trim()
      : '<div class="first-paint__logo first-paint__logo--blank"></div>';
    inlineLogos.set(file, logo);
  }
  return logo;
}

export function ageCheckHtml(texts: AgeCheckTexts, brand: { title: string }, logo: string): string {
  return [
    `<div id="${FIRST_PAINT_IDS.ageCheck}" class="first-paint__popup"><div class="first-paint__sheet"><div class="first-paint__check">`,
    logo,
    `<h2>${escapeHtml(texts.title)}</h2>`,
    `<p class="first-paint__check-text">${escapeHtml(texts.text.replaceAll('{brand}', brand.title))}</p>`,
    `<button type="button" tabindex="-1" class="first-paint__button first-paint__button--filled" onclick="${escapeHtml(CONFIRM_EARLY_SCRIPT)}">${escapeHtml(texts.confirm)}</button>`,
    `<div class="first-paint__button">${escapeHtml(texts.underAge)}</div>`,
    `<p class="first-paint__legal">${legalHtml(texts.legal)}</p>`,
    '</div></div></div>',
  ].join('');
}

/** Where the app keeps what decides these parts, as JavaScript string literals. */
const SESSION_TOKEN_KEY = JSON.stringify(FIRST_PAINT_STORAGE.token);
const HIDDEN_NOTICES_KEY = JSON.stringify(FIRST_PAINT_STORAGE.hiddenNotices);
const AGE_CHECK_NOTICE = JSON.stringify(FIRST_PAINT_STORAGE.ageCheckNotice);
const CONFIRMED_EARLY_KEY = JSON.stringify(FIRST_PAINT_STORAGE.adultConfirmedEarly);

/**
 * "I am 18 or older" before the app is up: what the app's own button keeps on this device
 * (hideNotice), a note for the app to record the rest when it starts, and the check goes away.
 * Without storage the check stays, and the app's own takes the tap once it is up.
 */
const CONFIRM_EARLY_SCRIPT = [
  'try{var s=localStorage,',
  `n=JSON.parse(s.getItem(${HIDDEN_NOTICES_KEY})||"[]");`,
  'if(!Array.isArray(n))n=[];',
  `n.indexOf(${AGE_CHECK_NOTICE})<0&&n.push(${AGE_CHECK_NOTICE});`,
  `s.setItem(${HIDDEN_NOTICES_KEY},JSON.stringify(n));`,
  `s.setItem(${CONFIRMED_EARLY_KEY},"1");`,
  `document.getElementById(${JSON.stringify(FIRST_PAINT_IDS.ageCheck)}).remove()}catch(e){}`,
].join('');

/** The script that takes away the parts this browser would not see; empty without parts. */
export function overlayGateScript(parts: { signIn: boolean; ageCheck: boolean }): string {
  const steps = [
    parts.signIn
      ? `s.getItem(${SESSION_TOKEN_KEY})&&r(${JSON.stringify(FIRST_PAINT_IDS.signIn)});`
      : '',
    parts.ageCheck
      ? `var n=JSON.parse(s.getItem(${HIDDEN_NOTICES_KEY})||"[]");Array.isArray(n)&&n.indexOf(${AGE_CHECK_NOTICE})>=0&&r(${JSON.stringify(FIRST_PAINT_IDS.ageCheck)});`
      : '',
  ].join('');
  if (!steps) return '';
  // Storage can throw (blocked cookies, private modes): the parts then stay, as the app shows them.
  return `<script>try{var s=localStorage,r=function(i){var e=document.getElementById(i);e&&e.remove()};${steps}}catch(e){}</script>`;
}
