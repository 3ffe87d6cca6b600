import type { customCharacterPersonaEditSchema } from '@contract/api/custom-character-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { CUSTOM_CHARACTER_STATUS, RELEASE_STATE, VISIBILITY } from '@contract/enums';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiFailure } from '../../api/api-failure';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { media } from '../../db/schema/media';
import type { CharacterRow } from '../characters/character-views';
import { assertSafeOrder } from './order-safety';
import { GENERATING_MESSAGE } from './start-generation';

type PersonaEdit = z.output<typeof customCharacterPersonaEditSchema>;

/** Refuses an action that does not fit her state, naming what does. */
export function assertState(row: CharacterRow, wanted: number, message: string): void {
  if (row.customState === wanted) return;
  if (
    row.customState === CUSTOM_CHARACTER_STATUS.onSubmit ||
    row.customState === CUSTOM_CHARACTER_STATUS.creating
  ) {
    throw new ApiFailure(REFUSAL_CODE.characterGenerating, GENERATING_MESSAGE);
  }
  throw new ApiFailure(REFUSAL_CODE.characterStateWrong, message);
}

/** The changed texts, under her language and English (the fallback every reader has). */
export function editedTexts(row: CharacterRow, edit: PersonaEdit & { nick?: string | undefined }) {
  assertSafeOrder(
    Object.values(edit).filter((value): value is string => typeof value === 'string'),
  );
  const language = row.customLanguage ?? 'en';
  const own = row.texts[language] ?? row.texts.en;
  if (!own) throw new Error(`character ${row.id} has no texts`);
  const texts = {
    ...own,
    ...(edit.nick === undefined ? {} : { name: edit.nick }),
    ...(edit.description === undefined ? {} : { description: edit.description }),
    ...(edit.greeting === undefined ? {} : { greeting: edit.greeting }),
    ...(edit.personality === undefined ? {} : { personality: edit.personality }),
  };
  return {
    texts: { ...row.texts, en: texts, [language]: texts },
    ...(edit.scenario === undefined ? {} : { scenario: edit.scenario }),
    ...(edit.story === undefined ? {} : { story: edit.story }),
  };
}

/**
 * Publishes her: public in the catalogue (Latest, credited to her creator) and her portrait a
 * public image. There is no way back (spec §4), so 1 → 0 is refused by the caller.
 */
export async function publishCharacter(tx: Executor, row: CharacterRow): Promise<void> {
  await tx
    .update(characters)
    .set({
      visibility: VISIBILITY.open,
      releaseState: RELEASE_STATE.release,
      releasedAt: new Date(),
    })
    .where(eq(characters.id, row.id));
  if (row.portraitMediaId) {
    await tx.update(media).set({ access: 'public' }).where(eq(media.id, row.portraitMediaId));
  }
}
