import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { SCENE_PATHS } from '@contract/api/scene-paths';

/** The scene of one of my conversations: where the story is now. */
export function getScene(
  params: CallParams<typeof SCENE_PATHS.conversationScene>,
  options?: CallOptions,
) {
  return callApi(SCENE_PATHS.conversationScene, params, options);
}
