import {
  conversationDeleteEndpoint,
  memoryDeleteEndpoint,
  memoryEditEndpoint,
  memoryListEndpoint,
  memoryResetEndpoint,
} from '@contract/api/memory-endpoints';
import { and, eq } from 'drizzle-orm';
import { type HandlerContext, implement, signedInUid } from '../../../api/endpoint-handler';
import { storyProgress } from '../../../db/schema/characters';
import { conversations } from '../../../db/schema/conversations';
import { memoryFacts } from '../../../db/schema/memory-facts';
import { answerLanguage, loadTagLabels, toCharacterCard } from '../../characters/character-views';
import {
  changeConversation,
  loadOwnConversation,
  lockFreeConversation,
} from '../conversation-access';
import { deleteFact, editFact, listFacts } from './memory-queries';

/** The memory page of one of the caller's conversations (another user's answers 2010). */
async function memoryOf(context: HandlerContext, conversationId: string, lang?: string) {
  const { character } = await loadOwnConversation(context.db, signedInUid(context), conversationId);
  const language = answerLanguage(lang);
  return {
    character: toCharacterCard(character, language, await loadTagLabels(context.db, language)),
    list: await listFacts(context.db, conversationId),
  };
}

export const memoryRoutes = [
  implement(memoryListEndpoint, async ({ conversationId, lang }, context) =>
    memoryOf(context, conversationId, lang),
  ),

  implement(memoryEditEndpoint, async ({ conversationId, factId, text, lang }, context) => {
    await loadOwnConversation(context.db, signedInUid(context), conversationId);
    await editFact(context.db, { conversationId, factId, text });
    return memoryOf(context, conversationId, lang);
  }),

  implement(memoryDeleteEndpoint, async ({ conversationId, factId, lang }, context) => {
    await loadOwnConversation(context.db, signedInUid(context), conversationId);
    await deleteFact(context.db, { conversationId, factId });
    return memoryOf(context, conversationId, lang);
  }),

  implement(memoryResetEndpoint, async ({ conversationId }, context) => {
    await loadOwnConversation(context.db, signedInUid(context), conversationId);
    const forgotten = await context.db
      .delete(memoryFacts)
      .where(eq(memoryFacts.conversationId, conversationId))
      .returning({ id: memoryFacts.id });
    return { forgotten: forgotten.length };
  }),

  // Locked like a send, so a reply being written is not cut off: deleting waits for her answer.
  implement(conversationDeleteEndpoint, async ({ conversationId }, context) => {
    const userId = signedInUid(context);
    await changeConversation(context.db, async (tx) => {
      await lockFreeConversation(tx, userId, conversationId);
      await tx
        .delete(storyProgress)
        .where(
          and(eq(storyProgress.userId, userId), eq(storyProgress.conversationId, conversationId)),
        );
      await tx.delete(conversations).where(eq(conversations.id, conversationId));
    });
    return { deleted: true as const };
  }),
];
