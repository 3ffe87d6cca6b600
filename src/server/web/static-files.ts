import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
};

/** Files that must be revalidated on every load, because their names never change. */
const ALWAYS_REVALIDATE = new Set([
  '/sw.js',
  '/registerSW.js',
  '/manifest.webmanifest',
  '/builds/latest.json',
]);

/** Cache policy: hashed assets forever, fixed names revalidated, the rest for a day. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.has(urlPath) || urlPath.startsWith('/workbox-')) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * The build's brotli or gzip copy of a file (written once at build time), when the client takes
 * that encoding; null to send the file as it is.
 */
async function precompressedCopy(filePath: string, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!new RegExp(`(^|[\\s,])${encoding}(?!;q=0(\\.0*)?(,|$))`).test(accepted)) continue;
    const copy = await stat(filePath + suffix).catch(() => null);
    if (copy?.isFile()) return { encoding, file: filePath + suffix };
  }
  return null;
}

/** Serves a file below `root` for `urlPath`, or returns null when there is no such file. */
export async function serveStaticFile(c: Context, root: string, urlPath: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // index.html is rendered per request (language and direction), never sent as a file.
  if (decoded.includes('\0') || decoded === '/index.html') return null;
  const filePath = path.join(root, path.normalize(decoded));
  if (!filePath.startsWith(root + path.sep)) return null;
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) return null;

  const encoded = await precompressedCopy(filePath, c.req.header('accept-encoding'));
  // Each encoding is a representation of its own, with its own tag.
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${encoded ? `-${encoded.encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'Cache-Control': cacheControlFor(decoded),
    'Content-Type':
      CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream',
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (encoded) headers['Content-Encoding'] = encoded.encoding;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(await readFile(encoded?.file ?? filePath)), 200, headers);
}
