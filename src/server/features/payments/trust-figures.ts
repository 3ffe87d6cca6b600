import { RELEASE_STATE, VISIBILITY } from '@contract/enums';
import { LOCALES, type LocaleCode } from '@contract/locales';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { messages } from '../../db/schema/conversations';
import { users } from '../../db/schema/users';
import { paymentTexts } from './payment-texts';

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

/**
 * The premium page's trust figures when the operator gave none: true counts of this server, in
 * the caller's language and number style (12K, 1.5M).
 */
export async function liveTrustFigures(db: Executor, lang: LocaleCode) {
  const counts = await countFigures(db);
  const labels = paymentTexts(lang).trustFigures;
  const format = new Intl.NumberFormat(LOCALES[lang].iso, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return [
    { value: format.format(counts.members), label: labels.members },
    { value: format.format(counts.messages), label: labels.messages },
    { value: format.format(counts.characters), label: labels.characters },
  ];
}
