import { RELOAD_GUARD_MS } from '@contract/constants';

export interface BuildWatchOptions {
  currentBuildId: string;
  /** Reads `/builds/latest.json`; resolves to the build id the server has now. */
  fetchLatestBuildId(): Promise<string | null>;
  /** Does a full page load of `path`; returns false when the guard refused it. */
  reload(path: string): boolean;
  now?(): number;
}

/**
 * New-build detection (spec §4). On navigation it asks the server for the current build at most
 * once per 10 s per path; once a newer build is known, the next navigation loads the new build.
 */
export function createBuildWatch(options: BuildWatchOptions) {
  const now = options.now ?? Date.now;
  const lastCheckByPath = new Map<string, number>();
  let isNewBuildAvailable = false;

  return {
    get isNewBuildAvailable() {
      return isNewBuildAvailable;
    },
    /** Call after each navigation with the new full path. Returns true when it reloads. */
    async onNavigate(path: string): Promise<boolean> {
      if (isNewBuildAvailable) return options.reload(path);
      const last = lastCheckByPath.get(path) ?? Number.NEGATIVE_INFINITY;
      if (now() - last < RELOAD_GUARD_MS) return false;
      lastCheckByPath.set(path, now());
      const latest = await options.fetchLatestBuildId().catch(() => null);
      if (latest && latest !== options.currentBuildId) isNewBuildAvailable = true;
      return false;
    },
  };
}

/** Reads the build id the server currently serves; the query defeats intermediate caches. */
export async function fetchLatestBuildId(): Promise<string | null> {
  const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { buildId?: unknown };
  return typeof body.buildId === 'string' ? body.buildId : null;
}
