import { BRANDS } from '@contract/brands';
import type { Env } from './env';

/** Where the site is reached from outside: `PUBLIC_ORIGIN`, else the brand's host; no trailing slash. */
export function publicOrigin(env: Env): string {
  return env.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `https://${BRANDS[env.BRAND].host}`;
}
