import { RELOAD_GUARD_MS } from '@contract/constants';

const GUARD_KEY_PREFIX = 'reloadGuard:';

/**
 * Reloads the page at `path` unless that path was reloaded in the last 10 s (spec §4), so a
 * server that keeps announcing a new build, or a chunk that keeps failing, cannot loop reloads.
 */
export function reloadWithGuard(path: string, now = Date.now()): boolean {
  const key = GUARD_KEY_PREFIX + path;
  try {
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(key, String(now));
  } catch {
    // Without session storage there is no loop protection; reload at most once per page load.
    if ((window as { __reloaded?: boolean }).__reloaded) return false;
    (window as { __reloaded?: boolean }).__reloaded = true;
  }
  window.location.assign(path);
  return true;
}
