import {
  conversationPersonaEndpoint,
  conversationPersonaSetEndpoint,
} from '@contract/api/persona-endpoints';
import { API_CODE, REFUSAL_CODE } from '@contract/api-codes';
import { eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { conversations } from '../../db/schema/conversations';
import { lockOwnPersona } from '../personas/persona-queries';
import { personasOf } from '../personas/persona-routes';
import { loadOwnConversation } from './conversation-access';

/** Who the caller is in one of their conversations, with their personas to choose from. */
async function personaChoiceOf(context: HandlerContext, userId: string, conversationId: string) {
  const { conversation } = await loadOwnConversation(context.db, userId, conversationId);
  const mode = conversation.isPersonaOff
    ? ('none' as const)
    : conversation.personaId
      ? ('chosen' as const)
      : ('default' as const);
  return {
    mode,
    personaId: mode === 'chosen' ? conversation.personaId : null,
    ...(await personasOf(context, userId)),
  };
}

export const conversationPersonaRoutes = [
  implement(conversationPersonaEndpoint, async ({ conversationId }, context) =>
    personaChoiceOf(context, signedInUid(context), conversationId),
  ),

  implement(
    conversationPersonaSetEndpoint,
    async ({ conversationId, mode, personaId }, context) => {
      const userId = signedInUid(context);
      await loadOwnConversation(context.db, userId, conversationId);
      if (mode === 'chosen' && !personaId) {
        throw new ApiFailure(API_CODE.badParams, 'personaId: required to choose one');
      }
      await context.db.transaction(async (tx) => {
        // Held until the update commits, so a parallel delete cannot leave it pointing at nothing.
        if (personaId && mode === 'chosen' && !(await lockOwnPersona(tx, userId, personaId))) {
          throw new ApiFailure(REFUSAL_CODE.notFound, 'This persona does not exist');
        }
        await tx
          .update(conversations)
          .set({
            personaId: mode === 'chosen' ? (personaId ?? null) : null,
            isPersonaOff: mode === 'none',
          })
          .where(eq(conversations.id, conversationId));
      });
      return personaChoiceOf(context, userId, conversationId);
    },
  ),
];
