import { MEDIA_THUMBNAIL_WIDTHS } from '@contract/constants';

/** The address of a stored picture's smaller copy, `width` pixels wide (signed addresses too). */
export function thumbnailUrl(
  url: string,
  width: (typeof MEDIA_THUMBNAIL_WIDTHS)[number] = MEDIA_THUMBNAIL_WIDTHS[0],
): string {
  if (!url.startsWith('/media/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}
