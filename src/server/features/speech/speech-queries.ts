import { REFUSAL_CODE } from '@contract/api-codes';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { conversations, messages } from '../../db/schema/conversations';

const notFound = () => new ApiFailure(REFUSAL_CODE.notFound, 'This message does not exist');

/**
 * One of her finished replies in the user's own conversation, with the voices chosen for her.
 * Someone else's message answers like one that does not exist.
 */
export async function loadOwnReply(db: Executor, userId: string, messageId: number) {
  const [row] = await db
    .select({
      content: messages.content,
      role: messages.role,
      status: messages.status,
      characterId: conversations.characterId,
      conversationVoice: conversations.voice,
      characterVoice: characters.voice,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .where(and(eq(messages.id, messageId), eq(conversations.userId, userId)))
    .limit(1);
  if (row?.role !== 'character' || row.status !== 'done') throw notFound();
  return row;
}

/** The user's own conversation's voices; someone else's answers like one that does not exist. */
export async function loadConversationVoices(db: Executor, userId: string, conversationId: string) {
  const [row] = await db
    .select({
      characterId: conversations.characterId,
      conversationVoice: conversations.voice,
      characterVoice: characters.voice,
    })
    .from(conversations)
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, 'This conversation does not exist');
  return row;
}

/** Sets (or with null clears) one conversation's own voice. */
export async function setConversationVoice(
  db: Executor,
  conversationId: string,
  voice: string | null,
) {
  await db.update(conversations).set({ voice }).where(eq(conversations.id, conversationId));
}

/** One of the user's own created characters and her voice; another's answers like none. */
export async function loadOwnCharacterVoice(db: Executor, userId: string, characterId: string) {
  const [row] = await db
    .select({ id: characters.id, voice: characters.voice })
    .from(characters)
    .where(and(eq(characters.id, characterId), eq(characters.ownerId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, 'This character does not exist');
  return row;
}

/** Sets the voice her creator chose for her. */
export async function setCharacterVoice(db: Executor, characterId: string, voice: string) {
  await db.update(characters).set({ voice }).where(eq(characters.id, characterId));
}
