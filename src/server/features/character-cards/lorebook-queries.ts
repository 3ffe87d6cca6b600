import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { characters, lorebookEntries } from '../../db/schema/characters';
import { conversations } from '../../db/schema/conversations';
import type { LoreCandidate } from './lore-selection';

/** A character's lorebook entries in their insertion order. */
export function loreEntriesOf(db: Executor, characterId: string) {
  return db
    .select()
    .from(lorebookEntries)
    .where(eq(lorebookEntries.characterId, characterId))
    .orderBy(asc(lorebookEntries.insertionOrder), asc(lorebookEntries.createdAt));
}

/** What a conversation's prompt reads of her card: her lorebook, its budget and example dialogue. */
export interface PromptCard {
  entries: LoreCandidate[];
  tokenBudget: number | null;
  exampleDialogue: string;
}

/**
 * Her lorebook and card extras for a conversation's prompt, in one statement (a row per entry, or
 * one without an entry); empty for most characters.
 */
export async function promptCardFor(db: Executor, conversationId: string): Promise<PromptCard> {
  const rows = await db
    .select({
      card: characters.card,
      keys: lorebookEntries.keys,
      secondaryKeys: lorebookEntries.secondaryKeys,
      content: lorebookEntries.content,
      enabled: lorebookEntries.enabled,
      constant: lorebookEntries.constant,
      selective: lorebookEntries.selective,
      caseSensitive: lorebookEntries.caseSensitive,
      insertionOrder: lorebookEntries.insertionOrder,
      priority: lorebookEntries.priority,
    })
    .from(conversations)
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .leftJoin(lorebookEntries, eq(lorebookEntries.characterId, characters.id))
    .where(eq(conversations.id, conversationId));
  const card = rows[0]?.card ?? null;
  const entries = rows.flatMap(({ card: _card, content, ...entry }) =>
    content === null
      ? []
      : [
          {
            ...entry,
            content,
            keys: entry.keys ?? [],
            secondaryKeys: entry.secondaryKeys ?? [],
            enabled: entry.enabled ?? false,
            constant: entry.constant ?? false,
            selective: entry.selective ?? false,
            caseSensitive: entry.caseSensitive ?? false,
            insertionOrder: entry.insertionOrder ?? 0,
            priority: entry.priority ?? 0,
          },
        ],
  );
  return {
    entries,
    tokenBudget: card?.book?.tokenBudget ?? null,
    exampleDialogue: card?.exampleDialogue ?? '',
  };
}
