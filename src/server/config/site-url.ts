import type { Env } from './env';
import { publicOrigin } from './public-origin';

/**
 * A path a client gave us (a return path, a page to come back to), resolved the way a browser or
 * mail client will resolve it, or null when that lands anywhere but our public origin. The URL
 * parser is the judge, not a string check: it reads `/\evil.example`, `/\t/evil.example` and
 * `//evil.example` alike as another host.
 */
export function resolveOnPublicOrigin(env: Env, path: string): URL | null {
  if (!path.startsWith('/')) return null;
  const origin = new URL(publicOrigin(env));
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  return url.origin === origin.origin ? url : null;
}

/**
 * The path and query of a URL on our origin, for a relative redirect or link. Leading slashes
 * collapse to one: `/a/..//evil.example` resolves to the path `//evil.example`, which a browser
 * would read as a host.
 */
function sitePathOf(url: URL): string {
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
}

/** A stored return path made safe to send a browser to: itself on our origin, else the home page. */
export function safeReturnPath(env: Env, stored: string | null | undefined): string {
  const url = stored ? resolveOnPublicOrigin(env, stored) : null;
  return url ? sitePathOf(url) : '/';
}
