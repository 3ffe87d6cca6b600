import type { SceneFields } from '@contract/api/scene-endpoints';

/** A conversation's scene as prompts and photos read it; an empty field is left out. */
export type PromptScene = SceneFields;

/** Where the story is now, for the model's system text; '' when nothing is set. */
export function scenePromptText(scene: PromptScene): string {
  const parts = [
    scene.place && `place: ${scene.place}`,
    scene.timeOfDay && `time of day: ${scene.timeOfDay}`,
    scene.outfit && `you are wearing: ${scene.outfit}`,
    scene.mood && `your mood: ${scene.mood}`,
    scene.happening && `what is happening: ${scene.happening}`,
  ].filter(Boolean);
  if (parts.length === 0) return '';
  return `The scene right now (keep to it unless the story moves on): ${parts.join('; ')}.`;
}

/**
 * The scene as an image model's keywords: her outfit, the place, the light of the time of day and
 * her mood. Her look comes first, from the character (`lookKeywords`).
 */
export function scenePhotoKeywords(scene: PromptScene): string[] {
  return [
    scene.outfit && `wearing ${scene.outfit}`,
    scene.place && `at ${scene.place}`,
    scene.timeOfDay && `${scene.timeOfDay} light`,
    scene.mood && `${scene.mood} expression`,
  ].filter(Boolean);
}
