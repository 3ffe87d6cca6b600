import { BRAND } from '@client/config/build-config';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What search results and link previews say of the site, in the page's language. The server
 * writes it into the HTML it serves (src/server/web/first-paint.ts reads its translations from
 * the build, found by this context); the client keeps it in the visitor's language after a switch.
 */
const PAGE_DESCRIPTION = msg({
  context: 'meta description',
  message:
    '{brand}: chat with AI companions who remember you. Pick a character or create your own, talk any time, in your language. For adults 18+.',
});

/** Puts the description in the active language into the page's head. */
export function showPageDescription(i18n: I18n): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  // Built apart from the call: Lingui's extractor reads object literals passed to `i18n._`.
  const described = { ...PAGE_DESCRIPTION, values: { brand: BRAND.title } };
  if (meta) meta.content = i18n._(described);
}
