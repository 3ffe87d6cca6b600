import {
  conversationDeleteEndpoint,
  memoryDeleteEndpoint,
  memoryEditEndpoint,
  memoryListEndpoint,
  memoryResetEndpoint,
} from '@contract/api/memory-endpoints';
import { eq } from 'drizzle-orm';
import { type HandlerContext, implement, signedInUid } from '../../../api/endpoint-handler';
import { memoryFacts } from '../../../db/schema/memory-facts';
import { answerLanguage, loadTagLabels, toCharacterCard } from '../../characters/character-views';
import { forgetChapters } from '../chapters/chapter-queries';
import { loadOwnConversation } from '../conversation-access';
import { deleteConversation } from '../delete-conversation';
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
    const forgotten = await context.db.transaction(async (tx) => {
      // Her chapters go with the facts: she remembers nothing of the chat before the reset.
      await forgetChapters(tx, conversationId);
      return tx
        .delete(memoryFacts)
        .where(eq(memoryFacts.conversationId, conversationId))
        .returning({ id: memoryFacts.id });
    });
    return { forgotten: forgotten.length };
  }),

  implement(conversationDeleteEndpoint, async ({ conversationId }, context) => {
    await deleteConversation(context.db, context.services.storage, context.log, {
      userId: signedInUid(context),
      conversationId,
    });
    return { deleted: true as const };
  }),
];
