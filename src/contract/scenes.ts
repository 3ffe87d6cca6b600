/**
 * Limits of a conversation's scene and of a regenerate's hint, in characters (docs/decisions.md).
 * Apart from the zod schemas so screens import them without zod.
 */
export const SCENE_LIMITS = {
  place: 80,
  timeOfDay: 40,
  outfit: 120,
  mood: 40,
  happening: 200,
} as const;

export type SceneField = keyof typeof SCENE_LIMITS;

/** The fields of a scene, in the order the chat's line and the sheet show them. */
export const SCENE_FIELDS: readonly SceneField[] = [
  'place',
  'timeOfDay',
  'outfit',
  'mood',
  'happening',
];

/** The longest note "Try again, but…" takes. */
export const REGENERATE_HINT_MAX = 200;
