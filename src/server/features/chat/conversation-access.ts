import { REFUSAL_CODE } from '@contract/api-codes';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { conversations } from '../../db/schema/conversations';

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * The user's own conversation with its character. Someone else's conversation gets the same
 * answer as one that does not exist, so ids cannot be probed.
 */
export async function loadOwnConversation(db: Executor, userId: string, conversationId: string) {
  const [row] = await db
    .select({ conversation: conversations, character: characters })
    .from(conversations)
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, 'This conversation does not exist');
  return row;
}
