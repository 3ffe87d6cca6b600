import { CHARACTER_LIST_SORT } from '@contract/enums';
import type { Executor } from '../../db/database';
import { rankCatalogue } from './character-queries';
import { mediaUrl } from './character-views';

/** How long the page reuses the first portraits: a new character shows within this time. */
const FRESH_FOR_MS = 30_000;

/**
 * The portraits of Home's first cards as a new visitor sees them (Recommended, no filter), for
 * the first paint the server writes into Home's page. Kept for a little while: every visit to
 * Home asks, and the order changes slowly.
 */
export function firstPortraitsOf(db: Executor, count: number) {
  let cached: { at: number; urls: Promise<string[]> } | null = null;
  return (now = Date.now()): Promise<string[]> => {
    if (!cached || now - cached.at > FRESH_FOR_MS) {
      const urls = rankCatalogue(db, {
        sort: CHARACTER_LIST_SORT.rec,
        userId: null,
        preferenceTags: [],
      }).then((rows) =>
        rows
          .slice(0, count)
          .map((row) => mediaUrl(row.portraitMediaId))
          .filter(Boolean),
      );
      // A failed read is not kept: the next page asks again.
      urls.catch(() => {
        cached = null;
      });
      cached = { at: now, urls };
    }
    return cached.urls;
  };
}
