/** Limits and stages of created characters, shared by the API schemas and the screens (no zod). */

/** Kinks a template character may have at most (spec §2: "kink (up to three)"). */
export const MAX_CUSTOM_KINKS = 3;
/** Tags a created character may carry. */
export const MAX_CHARACTER_TAGS = 10;
/** The longest description a prompt-mode character may start from. */
export const CUSTOM_DESCRIPTION_MAX_LENGTH = 2000;
/** The stages a creation goes through, in order (spec §4 wording). */
export const CUSTOM_CHARACTER_STAGES = [
  'body',
  'hair',
  'face',
  'clothing',
  'personality',
  'story',
] as const;
export type CustomCharacterStage = (typeof CUSTOM_CHARACTER_STAGES)[number];
