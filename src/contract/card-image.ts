import { MEDIA_THUMBNAIL_WIDTHS } from './constants';

/** The address of a stored picture's smaller copy, `width` pixels wide (signed addresses too). */
export function thumbnailUrl(
  url: string,
  width: (typeof MEDIA_THUMBNAIL_WIDTHS)[number] = MEDIA_THUMBNAIL_WIDTHS[0],
): string {
  if (!url.startsWith('/media/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/**
 * How wide a catalogue card shows (character-card.css: columns of at least 150 px, 10 px apart,
 * 12 px from the edges): half the screen less the gaps on a phone's two columns, at most about
 * 190 px where more columns fit. The browser picks the thumbnail that fills it on its screen.
 */
export const CARD_IMAGE_SIZES = '(max-width: 493px) calc(50vw - 17px), 190px';

/** Both thumbnails of a catalogue portrait, for `srcset`; '' for a picture that has none. */
export function cardImageSrcSet(url: string): string {
  if (!url.startsWith('/media/')) return '';
  return MEDIA_THUMBNAIL_WIDTHS.map((width) => `${thumbnailUrl(url, width)} ${width}w`).join(', ');
}

/**
 * How wide a landing page's hero shows (landing.css: 40% of the screen's height, 3:4): 30vh.
 * The server's first paint and the page ask for the same sizes, so the picture loads once.
 */
export const HERO_IMAGE_SIZES = '30vh';

/** The hero's thumbnails and, widest, the picture itself (portraits are drawn 512 px wide). */
export function heroImageSrcSet(url: string): string | undefined {
  const thumbnails = cardImageSrcSet(url);
  return thumbnails ? `${thumbnails}, ${url} 512w` : undefined;
}
