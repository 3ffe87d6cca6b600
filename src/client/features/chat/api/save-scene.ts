import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { SCENE_PATHS } from '@contract/api/scene-paths';

/** Rewrites the scene of one of my conversations; her next reply and photo follow it. */
export function saveScene(
  params: CallParams<typeof SCENE_PATHS.conversationSceneSave>,
  options?: CallOptions,
) {
  return callApi(SCENE_PATHS.conversationSceneSave, params, options);
}
