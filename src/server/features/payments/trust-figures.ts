import type { CountedFigure } from '@contract/api/brand-content-endpoints';
import { RELEASE_STATE, VISIBILITY } from '@contract/enums';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { messages } from '../../db/schema/conversations';
import { users } from '../../db/schema/users';

/** How long counted figures are reused: counting every message on each premium page is waste. */
const FIGURES_TTL_MS = 10 * 60 * 1000;

interface Counts {
  members: number;
  messages: number;
  characters: number;
  countedAt: number;
}

let cached: { db: Executor; counts: Counts } | null = null;

/** This server's own figures: members (not erased), messages written, published characters. */
async function countFigures(db: Executor): Promise<Counts> {
  if (cached?.db === db && Date.now() - cached.counts.countedAt < FIGURES_TTL_MS) {
    return cached.counts;
  }
  const [[members], [sent], [published]] = await Promise.all([
    db.select({ value: count() }).from(users).where(isNull(users.erasedAt)),
    db.select({ value: count() }).from(messages),
    db
      .select({ value: count() })
      .from(characters)
      .where(
        and(
          eq(characters.releaseState, RELEASE_STATE.release),
          eq(characters.visibility, VISIBILITY.open),
        ),
      ),
  ]);
  const counts = {
    members: members?.value ?? 0,
    messages: sent?.value ?? 0,
    characters: published?.value ?? 0,
    countedAt: Date.now(),
  };
  cached = { db, counts };
  return counts;
}

/** The least count of each figure the premium page shows (configuration: TRUST_MIN_*). */
export interface FigureThresholds {
  members: number;
  messages: number;
  characters: number;
}

/**
 * The premium page's figures when the operator gave none: this server's true counts, each only
 * when it reaches its threshold; a small one is left out rather than shown against the sale.
 */
export async function countedFigures(
  db: Executor,
  thresholds: FigureThresholds,
): Promise<CountedFigure[]> {
  const counts = await countFigures(db);
  return (['members', 'messages', 'characters'] as const)
    .filter((kind) => counts[kind] >= thresholds[kind])
    .map((kind) => ({ kind, count: counts[kind] }));
}
