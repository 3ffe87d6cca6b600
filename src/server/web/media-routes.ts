import { MEDIA_THUMBNAIL_WIDTHS } from '@contract/constants';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { type MediaAccess, mayViewMedia } from '../features/media/media-access';
import {
  IMMUTABLE_CACHE_CONTROL,
  isCurrentAddress,
  PUBLIC_CACHE_CONTROL,
} from '../features/media/media-address';
import { loadMediaRow, mediaBytes, thumbnailBytes } from '../features/media/media-bytes';
import { type RemovalLog, removeIfMediaGone } from '../features/media/media-file-removal';
import type { MediaStorage } from '../providers/storage/media-storage';

const SECURITY_HEADERS = {
  // SVG can hold scripts; served as an image from our origin it must not run any.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

/**
 * The one byte range a `Range` header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), clipped to
 * the file; null to answer the whole file (no header, or a form we do not serve, such as several
 * ranges); 'unsatisfiable' for a start past the end.
 */
function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Public images for a year on an address that names their bytes (features/media/media-address),
 * for a day on an old one; others privately for an hour, as their signed address lasts a day.
 */
function cacheControlOf(access: string, id: string, query: Record<string, string>): string {
  if (access !== 'public') return 'private, max-age=3600';
  return isCurrentAddress(id, query) ? IMMUTABLE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
}

/** The thumbnail width asked for with `?w=`, when it is one of those served. */
function thumbnailWidthOf(value: string | undefined): number | null {
  const width = Number(value);
  return (MEDIA_THUMBNAIL_WIDTHS as readonly number[]).includes(width) ? width : null;
}

/**
 * `GET /media/{id}`: stored images. Public ones cache for a year on their current address. Any other
 * is served only on an address the API signed for a viewer who may still see it (a VIP member, or
 * its owner); otherwise it is "not found", like an id that does not exist. `?w=` asks for a
 * smaller copy (thumbnail) of one of the widths the screens use.
 */
export function mediaRoutes(
  db: Database,
  access: MediaAccess,
  storage: MediaStorage,
  log: RemovalLog,
): Hono {
  const routes = new Hono();
  routes.get('/:id{[A-Za-z0-9_-]{1,128}}', async (c) => {
    const id = c.req.param('id');
    const row = await loadMediaRow(db, id);
    if (!row) return c.text('Not found', 404);
    if (row.access !== 'public') {
      const viewerId = (await access.signer()).viewerOf(id, c.req.query());
      if (!viewerId || !(await mayViewMedia(db, row, viewerId))) return c.text('Not found', 404);
    }
    const width = row.contentType.startsWith('image/') ? thumbnailWidthOf(c.req.query('w')) : null;
    // A file made now for a row deleted meanwhile would outlive it: it goes (removeIfMediaGone).
    const madeFile = (key: string) => removeIfMediaGone(db, storage, id, key, log);
    const bytes = width
      ? await thumbnailBytes(id, row, width, storage, madeFile)
      : await mediaBytes(row, storage, madeFile);
    if (!bytes) return c.text('Not found', 404);
    const headers = {
      'content-type': width ? 'image/webp' : row.contentType,
      'cache-control': cacheControlOf(row.access, id, c.req.query()),
      'accept-ranges': 'bytes',
      ...SECURITY_HEADERS,
    };
    // Players ask for a clip in parts (and Safari plays only what answers ranges).
    const range = byteRange(c.req.header('range'), bytes.length);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'content-range': `bytes */${bytes.length}` });
    }
    if (range) {
      return c.body(new Uint8Array(bytes.subarray(range.start, range.end + 1)), 206, {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${bytes.length}`,
      });
    }
    return c.body(new Uint8Array(bytes), 200, headers);
  });
  return routes;
}
