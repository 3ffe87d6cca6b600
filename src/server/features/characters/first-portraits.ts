import { CHARACTER_LIST_SORT } from '@contract/enums';
import { isLandingRoute, LANDING_HEROES } from '@contract/landing-heroes';
import type { RouteId } from '@contract/routes';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import { FIRST_PAINT_PORTRAITS } from '../../web/first-paint';
import { listTourCharacters, rankCatalogue } from './character-queries';
import { mediaUrl } from './character-views';
import { findLandingHero } from './landing-quiz';

/** How long the page reuses the portraits it found: a new character shows within this time. */
const FRESH_FOR_MS = 30_000;

/** Runs `read` at most once per FRESH_FOR_MS; a failed read is not kept, so the next page asks. */
function reusedFor<T>(read: () => Promise<T>) {
  let cached: { at: number; value: Promise<T> } | null = null;
  return (now: number): Promise<T> => {
    if (!cached || now - cached.at > FRESH_FOR_MS) {
      const value = read();
      value.catch(() => {
        cached = null;
      });
      cached = { at: now, value };
    }
    return cached.value;
  };
}

/**
 * The portraits a route's first screen shows a new visitor, for the first paint the server
 * writes into the page: Home's first cards (Recommended, no filter), or a landing page's hero as
 * the page finds it (findLandingHero). Every visit asks, and both change slowly.
 */
function firstPaintPortraitsOf(
  db: Executor,
  { homeCount, isTourOn }: { homeCount: number; isTourOn: boolean },
) {
  const home = reusedFor(async () => {
    const rows = await rankCatalogue(db, {
      sort: CHARACTER_LIST_SORT.rec,
      userId: null,
      preferenceTags: [],
    });
    return rows
      .slice(0, homeCount)
      .map((row) => mediaUrl(row.portraitMediaId))
      .filter(Boolean);
  });
  const tour = reusedFor(() => listTourCharacters(db));

  return async (routeId: RouteId | null, now = Date.now()): Promise<string[]> => {
    if (routeId === 'home') return home(now);
    if (!routeId || !isLandingRoute(routeId) || !isTourOn) return [];
    const hero = findLandingHero(await tour(now), LANDING_HEROES[routeId]);
    const portrait = hero ? mediaUrl(hero.portraitMediaId) : '';
    return portrait ? [portrait] : [];
  };
}

/** Home's first FIRST_PAINT_PORTRAITS cards, and the landings' heroes while the tour is on. */
export function firstPaintPortraitsFor(db: Executor, env: Pick<Env, 'DISABLED_FEATURES'>) {
  return firstPaintPortraitsOf(db, {
    homeCount: FIRST_PAINT_PORTRAITS,
    isTourOn: !env.DISABLED_FEATURES.includes('tour'),
  });
}
