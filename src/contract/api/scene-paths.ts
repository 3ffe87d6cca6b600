/**
 * Paths of a conversation's scene (where the story is now). Apart from `ENDPOINT_PATHS` because
 * only the conversation screen calls them: other first loads skip them.
 */
export const SCENE_PATHS = {
  conversationScene: '/v1/session/scene',
  conversationSceneSave: '/v1/session/scene/save',
} as const;
