import type { SceneFields } from '@contract/api/scene-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { SCENE_FIELDS } from '@contract/scenes';
import { ApiFailure } from '../../../api/api-failure';
import { checkPromptSafety, type SafetyVerdict } from '../../safety/prompt-safety';

/**
 * The safety checker's verdict on a scene as a prompt: every reply's prompt and every photo of
 * her in the conversation read it. The fields joined, and each one alone (a match must not hide
 * across the seam of two fields).
 */
export function checkSceneSafety(scene: SceneFields): SafetyVerdict {
  const fields = SCENE_FIELDS.map((field) => scene[field]).filter(Boolean);
  for (const text of [fields.join('. '), ...fields]) {
    const verdict = checkPromptSafety(text);
    if (!verdict.isSafe) return verdict;
  }
  return { isSafe: true };
}

/** Refuses a user's scene the checker refuses: a minor (2140), a real person (2141). */
export function assertSafeScene(scene: SceneFields): void {
  const verdict = checkSceneSafety(scene);
  if (verdict.isSafe) return;
  throw verdict.reason === 'minor'
    ? new ApiFailure(
        REFUSAL_CODE.unsafeScene,
        'A scene must not involve a minor: nothing was saved',
      )
    : new ApiFailure(
        REFUSAL_CODE.realPersonScene,
        'A scene cannot name a real person: nothing was saved',
      );
}
