import type { MeetConfig } from '@contract/api/meet-endpoints';
import { CHARACTER_ACCESS, CHARACTER_LIST_SORT } from '@contract/enums';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../../api/load-user';
import type { Executor } from '../../db/database';
import { conversations } from '../../db/schema/conversations';
import { meetSwipes } from '../../db/schema/meet';
import { rankCatalogue } from '../characters/character-queries';
import type { CharacterRow } from '../characters/character-views';
import { entitlementsOf } from '../entitlements/entitlements';

/** Whether a character fits the user's Meet preferences. */
function fitsMeetConfig(row: CharacterRow, config: MeetConfig): boolean {
  if (config.style && row.style !== config.style) return false;
  if (config.gender && row.gender !== config.gender) return false;
  if (row.age < config.ageMin || row.age > config.ageMax) return false;
  return config.tags.length === 0 || row.tags.some((tag) => config.tags.includes(tag));
}

/**
 * The whole deck, best fit first: published characters that fit the preferences, that the user
 * may chat with (member-only ones for members), has not chatted with and has not swiped. The
 * Recommended order puts those sharing the user's interests on top.
 */
export async function buildMeetDeck(
  db: Executor,
  user: UserRow,
  config: MeetConfig,
): Promise<CharacterRow[]> {
  const ranked = await rankCatalogue(db, {
    sort: CHARACTER_LIST_SORT.rec,
    userId: user.id,
    preferenceTags: user.preferenceTags,
  });
  const [chatted, swiped] = await Promise.all([
    db
      .selectDistinct({ characterId: conversations.characterId })
      .from(conversations)
      .where(eq(conversations.userId, user.id)),
    db
      .select({ characterId: meetSwipes.characterId })
      .from(meetSwipes)
      .where(eq(meetSwipes.userId, user.id)),
  ]);
  const seen = new Set([...chatted, ...swiped].map((row) => row.characterId));
  const isMember = entitlementsOf(user).memberCharacters;
  return ranked.filter(
    (row) =>
      !seen.has(row.id) &&
      (isMember || row.access !== CHARACTER_ACCESS.memberFree) &&
      fitsMeetConfig(row, config),
  );
}
