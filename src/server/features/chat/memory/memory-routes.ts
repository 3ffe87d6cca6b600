import {
  memoryDeleteEndpoint,
  memoryEditEndpoint,
  memoryListEndpoint,
} from '@contract/api/memory-endpoints';
import { type HandlerContext, implement, signedInUid } from '../../../api/endpoint-handler';
import { answerLanguage, loadTagLabels, toCharacterCard } from '../../characters/character-views';
import { loadOwnConversation } from '../conversation-access';
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
];
