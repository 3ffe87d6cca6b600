import { REFUSAL_CODE } from '@contract/api-codes';
import {
  CHARACTER_ACCESS,
  CHARACTER_LIST_SORT,
  CUSTOM_CHARACTER_STATUS,
  RELEASE_STATE,
  VISIBILITY,
} from '@contract/enums';
import { DAY_MS } from '@contract/time';
import { and, asc, desc, eq, gte, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Executor } from '../../db/database';
import { characterActivity, characters } from '../../db/schema/characters';
import { users } from '../../db/schema/users';
import type { CharacterRow } from './character-views';

/** Popular counts messages of this many recent days. */
const POPULAR_WINDOW_DAYS = 7;
/** How much one matching preference tag lifts a character in Recommended. */
const PREFERENCE_TAG_WEIGHT = 50;
const LIKE_WEIGHT = 2;

/**
 * Released public characters (official or published by their creators), plus the caller's own
 * once confirmed (a creation still being made or reviewed is not chatted with). Deleted ones never.
 */
function visibleTo(userId: string | null) {
  const published = and(
    eq(characters.releaseState, RELEASE_STATE.release),
    eq(characters.visibility, VISIBILITY.open),
    // Reported past the threshold or removed by a moderator: only its owner sees it.
    isNull(characters.hiddenAt),
  );
  const mine = userId
    ? and(
        eq(characters.ownerId, userId),
        or(
          isNull(characters.customState),
          eq(characters.customState, CUSTOM_CHARACTER_STATUS.done),
        ),
      )
    : undefined;
  return and(isNull(characters.deletedAt), mine ? or(published, mine) : published);
}

/**
 * Not a creator's character while the creator's account is deactivated (in its restore period):
 * the account is hidden, so its work leaves the catalogue until it comes back. Chats already
 * started go on, and published characters of an erased account stay (docs/decisions.md).
 */
function creatorNotDeactivated(db: Executor) {
  return notExists(
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, characters.ownerId),
          isNotNull(users.deactivatedAt),
          isNull(users.erasedAt),
        ),
      ),
  );
}

export async function findVisibleCharacter(
  db: Executor,
  characterId: string,
  userId: string | null,
): Promise<CharacterRow> {
  const [row] = await db
    .select()
    .from(characters)
    .where(and(eq(characters.id, characterId), visibleTo(userId)))
    .limit(1);
  if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, 'This character does not exist');
  return row;
}

/** Messages per character in the popular window. */
async function recentActivity(db: Executor, now: Date): Promise<Map<string, number>> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select({
      characterId: characterActivity.characterId,
      messages: sql<number>`sum(${characterActivity.messages})::int`,
    })
    .from(characterActivity)
    .where(gte(characterActivity.day, since.toISOString().slice(0, 10)))
    .groupBy(characterActivity.characterId);
  return new Map(rows.map((row) => [row.characterId, Number(row.messages)]));
}

export async function messagesInPopularWindow(db: Executor, characterId: string, now = new Date()) {
  return (await recentActivity(db, now)).get(characterId) ?? 0;
}

/**
 * The catalogue in one of the Home orders. Recommended: the user's preference tags, then
 * popularity and likes; Popular: messages in the last seven days; Latest: release date. The
 * catalogue is small enough to rank in memory; paging is by position in the ranking.
 */
export async function rankCatalogue(
  db: Executor,
  options: {
    sort: number;
    style?: 'realistic' | 'anime' | undefined;
    tags?: string[] | undefined;
    userId: string | null;
    preferenceTags: string[];
    now?: Date;
  },
): Promise<CharacterRow[]> {
  const rows = await db
    .select()
    .from(characters)
    .where(
      and(
        visibleTo(null),
        creatorNotDeactivated(db),
        options.style ? eq(characters.style, options.style) : undefined,
      ),
    );
  const wanted = new Set(options.tags ?? []);
  const matching =
    wanted.size > 0 ? rows.filter((row) => row.tags.some((tag) => wanted.has(tag))) : rows;
  const byId = (a: CharacterRow, b: CharacterRow) => (a.id < b.id ? -1 : 1);

  if (options.sort === CHARACTER_LIST_SORT.new) {
    return matching.sort((a, b) => b.releasedAt.getTime() - a.releasedAt.getTime() || byId(a, b));
  }
  if (options.sort === CHARACTER_LIST_SORT.hot) {
    const activity = await recentActivity(db, options.now ?? new Date());
    const heat = (row: CharacterRow) => activity.get(row.id) ?? 0;
    return matching.sort(
      (a, b) => heat(b) - heat(a) || b.basePopularity - a.basePopularity || byId(a, b),
    );
  }
  const preferred = new Set(options.preferenceTags);
  const score = (row: CharacterRow) =>
    row.basePopularity +
    row.likeCount * LIKE_WEIGHT +
    row.tags.filter((tag) => preferred.has(tag)).length * PREFERENCE_TAG_WEIGHT;
  return matching.sort((a, b) => score(b) - score(a) || byId(a, b));
}

/** Characters a visitor may chat with before signing in: released tour characters free to all. */
export async function listTourCharacters(db: Executor): Promise<CharacterRow[]> {
  return db
    .select()
    .from(characters)
    .where(
      and(
        visibleTo(null),
        eq(characters.isTour, true),
        eq(characters.access, CHARACTER_ACCESS.free),
      ),
    )
    .orderBy(desc(characters.basePopularity), asc(characters.id));
}
