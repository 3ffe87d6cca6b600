import type { ConversationSummary } from '@contract/api/chat-endpoints';
import type { LocaleCode } from '@contract/locales';
import { and, desc, eq, lt } from 'drizzle-orm';
import { LOCK_KIND, lockKeyUntilCommit } from '../../db/advisory-lock';
import type { Database, Executor, Transaction } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { conversations, messages } from '../../db/schema/conversations';
import { newOpaqueId } from '../../lib/secrets';
import { loadTagLabels, toCharacterCard } from '../characters/character-views';
import { type MessageView, previewOf, toChatMessage } from './message-views';

/**
 * A new conversation of `ownerId` (a user, or a tour visitor) that opens with the character's
 * `firstLine`, written in the caller's transaction; `storyId` names the story it plays, if any.
 */
export async function insertConversation(
  tx: Transaction,
  ownerId: string,
  characterId: string,
  firstLine: string,
  storyId: string | null = null,
): Promise<string> {
  const conversationId = newOpaqueId();
  await tx.insert(conversations).values({
    id: conversationId,
    userId: ownerId,
    characterId,
    storyId,
    lastMessagePreview: previewOf(firstLine),
  });
  await tx.insert(messages).values({ conversationId, role: 'character', content: firstLine });
  return conversationId;
}

/** Like `insertConversation`, in a transaction of its own. */
export async function createConversation(
  db: Database,
  ownerId: string,
  characterId: string,
  firstLine: string,
): Promise<string> {
  return db.transaction((tx) => insertConversation(tx, ownerId, characterId, firstLine));
}

/**
 * The owner's latest conversation with a character, or a new one opening with `firstLine` when
 * there is none. Parallel opens by one owner queue on a lock, so a double tap gets the one
 * conversation the first open made instead of one each.
 */
export async function openLatestConversation(
  db: Database,
  input: { ownerId: string; characterId: string; firstLine: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockKeyUntilCommit(
      tx,
      LOCK_KIND.conversationStart,
      `${input.ownerId}:${input.characterId}`,
    );
    const existing = await findLatestConversation(tx, input.ownerId, input.characterId);
    return existing ?? insertConversation(tx, input.ownerId, input.characterId, input.firstLine);
  });
}

/** The owner's latest conversation with a character, if any. */
export async function findLatestConversation(db: Executor, ownerId: string, characterId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userId, ownerId), eq(conversations.characterId, characterId)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1);
  return row?.id ?? null;
}

/** A page of the owner's conversations, latest first, as the chat list shows them. */
export async function listConversationSummaries(
  db: Executor,
  ownerId: string,
  language: LocaleCode,
  page: { offset: number; size: number },
): Promise<{ list: ConversationSummary[]; hasMore: boolean }> {
  const rows = await db
    .select({ conversation: conversations, character: characters })
    .from(conversations)
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .where(eq(conversations.userId, ownerId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(page.size + 1)
    .offset(page.offset);
  const tags = await loadTagLabels(db, language);
  return {
    list: rows.slice(0, page.size).map(({ conversation, character }) => ({
      conversationId: conversation.id,
      character: toCharacterCard(character, language, tags),
      lastMessage: conversation.lastMessagePreview,
      lastMessageAt: conversation.lastMessageAt.toISOString(),
    })),
    hasMore: rows.length > page.size,
  };
}

/**
 * One page of a conversation's messages, oldest to newest, and the cursor of the page before it:
 * the newest page without a cursor, then pages of messages older than the cursor's id.
 */
export async function loadMessagePage(
  db: Executor,
  conversationId: string,
  page: { cursor?: string | undefined; size: number },
  view: MessageView,
) {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        page.cursor ? lt(messages.id, Number(page.cursor)) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(page.size + 1);
  const list = rows.slice(0, page.size).reverse();
  return {
    list: list.map((row) => toChatMessage(row, view)),
    nextCursor: rows.length > page.size && list[0] ? String(list[0].id) : null,
  };
}
