/** What Meet's preferences take, shared by the endpoint schemas and the preferences sheet (no zod). */

/** Every character is an adult: the age range never goes below 18. */
export const MEET_AGE_MIN = 18;
/** The top of the age range the sheet offers. */
export const MEET_AGE_MAX = 99;
/** Cards one deck call answers at most. */
export const MEET_DECK_MAX_SIZE = 20;
/** Tags a preference may name at most. */
export const MEET_MAX_TAGS = 10;
/** A swipe: like (right) or pass (left). */
export const MEET_SWIPES = ['like', 'pass'] as const;
export type MeetSwipe = (typeof MEET_SWIPES)[number];
