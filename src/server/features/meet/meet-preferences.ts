import type { MeetConfig } from '@contract/api/meet-endpoints';
import { API_CODE } from '@contract/api-codes';
import { MEET_AGE_MAX, MEET_AGE_MIN } from '@contract/meet';
import { eq, inArray } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Executor } from '../../db/database';
import { characterTags } from '../../db/schema/characters';
import { meetPreferences } from '../../db/schema/meet';

/** Who the deck shows before the user says: everyone, every adult age. */
const DEFAULT_MEET_CONFIG: MeetConfig = {
  style: null,
  gender: null,
  tags: [],
  ageMin: MEET_AGE_MIN,
  ageMax: MEET_AGE_MAX,
};

/** The user's Meet preferences, or the defaults. */
export async function loadMeetConfig(db: Executor, userId: string): Promise<MeetConfig> {
  const [row] = await db
    .select({
      style: meetPreferences.style,
      gender: meetPreferences.gender,
      tags: meetPreferences.tags,
      ageMin: meetPreferences.ageMin,
      ageMax: meetPreferences.ageMax,
    })
    .from(meetPreferences)
    .where(eq(meetPreferences.userId, userId));
  return row ?? DEFAULT_MEET_CONFIG;
}

export type MeetConfigChanges = Partial<MeetConfig>;

/** Refuses tag ids that are not the app's character tags (a typo would empty the deck). */
async function assertKnownTags(db: Executor, tags: readonly string[]) {
  if (tags.length === 0) return;
  const known = await db
    .select({ id: characterTags.id })
    .from(characterTags)
    .where(inArray(characterTags.id, [...tags]));
  const knownIds = new Set(known.map((row) => row.id));
  const unknown = tags.filter((tag) => !knownIds.has(tag));
  if (unknown.length > 0) {
    throw new ApiFailure(API_CODE.badParams, `Unknown character tag: ${unknown.join(', ')}`);
  }
}

/** Applies the fields sent over the current preferences and answers the result. */
export async function updateMeetConfig(
  db: Executor,
  userId: string,
  changes: MeetConfigChanges,
): Promise<MeetConfig> {
  const current = await loadMeetConfig(db, userId);
  const next: MeetConfig = {
    style: changes.style !== undefined ? changes.style : current.style,
    gender: changes.gender !== undefined ? changes.gender : current.gender,
    tags: changes.tags !== undefined ? [...new Set(changes.tags)] : current.tags,
    ageMin: changes.ageMin ?? current.ageMin,
    ageMax: changes.ageMax ?? current.ageMax,
  };
  // One bound sent alone may cross the stored other one.
  if (next.ageMin > next.ageMax) {
    throw new ApiFailure(API_CODE.badParams, 'The youngest age must not be above the oldest');
  }
  await assertKnownTags(db, next.tags);
  await db
    .insert(meetPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({
      target: meetPreferences.userId,
      set: { ...next, updatedAt: new Date() },
    });
  return next;
}
