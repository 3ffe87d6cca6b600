import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { lorebookEntries } from '../../db/schema/characters';

/** A character's lorebook entries in their insertion order. */
export function loreEntriesOf(db: Executor, characterId: string) {
  return db
    .select()
    .from(lorebookEntries)
    .where(eq(lorebookEntries.characterId, characterId))
    .orderBy(asc(lorebookEntries.insertionOrder), asc(lorebookEntries.createdAt));
}
