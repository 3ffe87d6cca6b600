import {
  conversationSceneEndpoint,
  conversationSceneSaveEndpoint,
} from '@contract/api/scene-endpoints';
import { implement, signedInUid } from '../../../api/endpoint-handler';
import { loadOwnConversation } from '../conversation-access';
import { saveUserScene, sceneOf } from './scene-queries';
import { assertSafeScene } from './scene-safety';

export const sceneRoutes = [
  implement(conversationSceneEndpoint, async ({ conversationId }, context) => {
    const { character } = await loadOwnConversation(
      context.db,
      signedInUid(context),
      conversationId,
    );
    return { scene: await sceneOf(context.db, conversationId, character) };
  }),

  implement(conversationSceneSaveEndpoint, async ({ conversationId, ...fields }, context) => {
    await loadOwnConversation(context.db, signedInUid(context), conversationId);
    // Checked before it is stored: every later prompt and photo of the conversation reads it.
    assertSafeScene(fields);
    return { scene: await saveUserScene(context.db, conversationId, fields) };
  }),
];
