import {
  characterCardExportEndpoint,
  lorebookDeleteEndpoint,
  lorebookListEndpoint,
  lorebookSaveEndpoint,
} from '@contract/api/character-card-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { LOREBOOK_LIMITS } from '@contract/character-cards';
import { CUSTOM_CHARACTER_STATUS } from '@contract/enums';
import { and, count, eq, max } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import type { Executor } from '../../db/database';
import { characters, lorebookEntries } from '../../db/schema/characters';
import { newOpaqueId } from '../../lib/secrets';
import type { CharacterRow } from '../characters/character-views';
import { loadOwnCharacter } from '../custom-characters/custom-character-queries';
import { cardOfCharacter, exportCard } from './export-card';
import { assertSafeTexts } from './import-card';
import { loreEntriesOf } from './lorebook-queries';

/** Her texts exist (she is made, or waiting to be confirmed): only then is there a card. */
function assertMade(row: CharacterRow) {
  if (
    row.customState !== CUSTOM_CHARACTER_STATUS.createSuccess &&
    row.customState !== CUSTOM_CHARACTER_STATUS.done
  ) {
    throw new ApiFailure(
      REFUSAL_CODE.characterStateWrong,
      'She is not made yet: her card and lorebook come once she is',
    );
  }
}

async function ownMadeCharacter(context: HandlerContext, characterId: string) {
  const row = await loadOwnCharacter(context.db, signedInUid(context), characterId);
  assertMade(row);
  return row;
}

async function lorebookOf(db: Executor, row: CharacterRow) {
  const entries = await loreEntriesOf(db, row.id);
  return {
    name: row.card?.book?.name ?? '',
    entries: entries.map((entry) => ({
      id: entry.id,
      name: entry.name,
      keys: entry.keys,
      secondaryKeys: entry.secondaryKeys,
      content: entry.content,
      enabled: entry.enabled,
      constant: entry.constant,
      caseSensitive: entry.caseSensitive,
      priority: entry.priority,
    })),
    maxEntries: LOREBOOK_LIMITS.entries,
  };
}

export const characterCardRoutes = [
  // Only her creator's own characters: another user's (public or not) is answered as missing.
  implement(characterCardExportEndpoint, async ({ characterId, format }, context) => {
    const row = await ownMadeCharacter(context, characterId);
    const [entries, user] = await Promise.all([
      loreEntriesOf(context.db, row.id),
      loadUser(context.db, signedInUid(context)),
    ]);
    const card = cardOfCharacter(row, entries, user.nick);
    return exportCard({ db: context.db, storage: context.services.storage }, row, card, format);
  }),

  implement(lorebookListEndpoint, async ({ characterId }, context) => {
    const row = await ownMadeCharacter(context, characterId);
    return lorebookOf(context.db, row);
  }),

  implement(lorebookSaveEndpoint, async (input, context) => {
    const { characterId, id, ...fields } = input;
    const row = await ownMadeCharacter(context, characterId);
    await assertSafeTexts(
      context.services.moderation,
      [
        {
          label: 'this entry would',
          texts: [fields.name, ...fields.keys, ...fields.secondaryKeys, fields.content],
        },
      ],
      { minor: REFUSAL_CODE.unsafeLoreEntry, realPerson: REFUSAL_CODE.unsafeLoreEntry },
    );
    const entry = { ...fields, selective: fields.secondaryKeys.length > 0 };
    await context.db.transaction(async (tx) => {
      // Her row locked: two saves at once cannot pass the entry limit together.
      await tx
        .select({ id: characters.id })
        .from(characters)
        .where(eq(characters.id, row.id))
        .for('update');
      if (id) {
        const updated = await tx
          .update(lorebookEntries)
          .set(entry)
          .where(and(eq(lorebookEntries.id, id), eq(lorebookEntries.characterId, row.id)))
          .returning({ id: lorebookEntries.id });
        if (updated.length === 0) {
          throw new ApiFailure(REFUSAL_CODE.notFound, 'This lorebook entry does not exist');
        }
        return;
      }
      const [stats] = await tx
        .select({ entries: count(), last: max(lorebookEntries.insertionOrder) })
        .from(lorebookEntries)
        .where(eq(lorebookEntries.characterId, row.id));
      if ((stats?.entries ?? 0) >= LOREBOOK_LIMITS.entries) {
        throw new ApiFailure(
          REFUSAL_CODE.lorebookFull,
          `A lorebook has at most ${LOREBOOK_LIMITS.entries} entries: delete one first`,
        );
      }
      await tx.insert(lorebookEntries).values({
        id: newOpaqueId(),
        characterId: row.id,
        ...entry,
        insertionOrder: (stats?.last ?? -1) + 1,
      });
    });
    return lorebookOf(context.db, row);
  }),

  implement(lorebookDeleteEndpoint, async ({ characterId, id }, context) => {
    const row = await ownMadeCharacter(context, characterId);
    const deleted = await context.db
      .delete(lorebookEntries)
      .where(and(eq(lorebookEntries.id, id), eq(lorebookEntries.characterId, row.id)))
      .returning({ id: lorebookEntries.id });
    if (deleted.length === 0) {
      throw new ApiFailure(REFUSAL_CODE.notFound, 'This lorebook entry does not exist');
    }
    return lorebookOf(context.db, row);
  }),
];
