/** The photo studio's choices and limits, shared by the API schemas and the screens (no zod). */

/** Picture sizes the generator offers (width × height in pixels). */
export const PHOTO_SIZES = {
  portrait: { width: 768, height: 1024 },
  square: { width: 1024, height: 1024 },
  landscape: { width: 1024, height: 768 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** Creativity (classifier-free guidance): the slider's range and spec §5's best range 5–13. */
export const CFG_RANGE = { min: 1, max: 20, bestMin: 5, bestMax: 13, default: 7 } as const;

/** Clarity: how many sampling steps the model takes. */
export const CLARITY_STEPS = { standard: 24, high: 36 } as const;
export type Clarity = keyof typeof CLARITY_STEPS;

export const PHOTO_PROMPT_MAX_LENGTH = 1000;
export const NEGATIVE_PROMPT_MAX_LENGTH = 500;

/** The states of a studio item (a generated photo or video). */
export const STUDIO_ITEM_STATES = ['generating', 'ready', 'failed'] as const;
export type StudioItemState = (typeof STUDIO_ITEM_STATES)[number];
