import type { BrandConfig } from '@contract/brands';
import { LOCALES } from '@contract/locales';
import { answerLanguage } from '../features/characters/character-views';
import { escapeHtml } from './escape-html';

/**
 * The sandbox pages' look, the app's own (tokens.css): its background, surface and text in the
 * light and the dark scheme the browser asks for, the brand's accent on the main button, a
 * centred card on a laptop and the whole width on a phone. Logical properties only, so Arabic
 * mirrors it. No script, like a payment provider's page.
 */
const SANDBOX_CSS = `
:root{color-scheme:light dark;--bg:#f4f3f7;--surface:#fff;--text:#121016;--hint:#6b6f76;--outline:rgb(0 0 0/12%);--accent:var(--brand-accent);--accent-text:var(--brand-accent-text-light);--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:var(--brand-bg-dark);--surface:rgb(255 255 255/6%);--text:#f5f3f8;--hint:#a9a3b3;--outline:rgb(255 255 255/14%);--accent-text:var(--brand-accent-text-dark)}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,"Noto Sans",sans-serif}
main{width:100%;max-width:28rem;margin-inline:auto;padding:24px 16px calc(24px + env(safe-area-inset-bottom,0px))}
@media (min-width:720px){main{padding-block-start:10vh}}
.brand{display:flex;align-items:center;gap:10px;margin-block-end:16px;font-weight:700}
.brand img{width:32px;height:32px;border-radius:8px}
.badge{margin-inline-start:auto;padding:2px 10px;border-radius:999px;background:var(--outline);color:var(--hint);font-size:13px;font-weight:600}
.card{padding:20px;border:1px solid var(--outline);border-radius:20px;background:var(--surface);box-shadow:0 8px 24px rgb(0 0 0/8%)}
h1{margin:0 0 8px;font-size:22px;line-height:28px}
.note{margin:0 0 16px;color:var(--hint);font-size:14px}
.order{margin:0 0 20px;padding:14px 16px;border-radius:14px;background:var(--bg)}
.order__item{margin:0 0 6px;font-weight:600}
.order__amount{display:flex;justify-content:space-between;align-items:baseline;gap:12px;margin:0;color:var(--hint)}
.order__amount strong{color:var(--text);font-size:24px}
form{display:flex;flex-direction:column;gap:10px;margin:0}
label{display:flex;align-items:center;gap:10px;color:var(--text)}
label.field{flex-direction:column;align-items:stretch;gap:6px;color:var(--hint);font-size:14px}
input[type=checkbox]{width:20px;height:20px;margin:0;accent-color:var(--accent)}
input[type=text]{width:100%;min-height:48px;padding:10px 14px;border:1px solid var(--outline);border-radius:12px;background:var(--bg);color:var(--text);font:inherit;font-size:16px}
button,.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:0 16px;border:1px solid transparent;border-radius:12px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.primary{background:var(--accent);color:var(--on-accent)}
.secondary{border-color:var(--outline);background:transparent;color:var(--text)}
.quiet{background:transparent;color:var(--accent-text);font-weight:500}
button:focus-visible,.button:focus-visible,input:focus-visible{outline:2px solid var(--accent-text);outline-offset:2px}
`;

/** The brand's colours as the variables the page's style builds on (as vite.config.ts does). */
function brandVariables(brand: BrandConfig): string {
  const { palette, themeColor } = brand;
  return `:root{--brand-accent:${palette.accent};--brand-accent-text-light:${palette.accentTextLight};--brand-accent-text-dark:${palette.accentTextDark};--brand-bg-dark:${themeColor}}`;
}

/**
 * A sandbox page in the buyer's language and direction: the brand, a "sandbox" badge, the title
 * and what goes under it (already escaped HTML) in one card.
 */
export function sandboxPage(
  lang: string,
  brand: BrandConfig,
  texts: { title: string; badge: string },
  bodyHtml: string,
): string {
  const locale = LOCALES[answerLanguage(lang)];
  return `<!doctype html><html lang="${locale.iso}" dir="${locale.direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title><style>${brandVariables(brand)}${SANDBOX_CSS}</style></head><body><main><div class="brand"><img src="${escapeHtml(brand.logo)}" alt=""><span>${escapeHtml(brand.title)}</span><span class="badge">${escapeHtml(texts.badge)}</span></div><div class="card"><h1>${escapeHtml(texts.title)}</h1>${bodyHtml}</div></main></body></html>`;
}
