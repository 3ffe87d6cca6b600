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

/** Her lorebook and card extras for a conversation's prompt; empty for most characters. */
export async function promptCardFor(db: Executor, conversationId: string): Promise<PromptCard> {
  const [[meta], entries] = await Promise.all([
    db
      .select({ card: characters.card })
      .from(conversations)
      .innerJoin(characters, eq(characters.id, conversations.characterId))
      .where(eq(conversations.id, conversationId))
      .limit(1),
    db
      .select({
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
      .innerJoin(lorebookEntries, eq(lorebookEntries.characterId, conversations.characterId))
      .where(eq(conversations.id, conversationId)),
  ]);
  return {
    entries,
    tokenBudget: meta?.card?.book?.tokenBudget ?? null,
    exampleDialogue: meta?.card?.exampleDialogue ?? '',
  };
}
