/** Limits of a persona (who the user is in a chat), in characters (docs/decisions.md). */
export const PERSONA_LIMITS = {
  name: 32,
  look: 300,
  bio: 500,
  /** Personas one account keeps. */
  count: 5,
  maxAge: 120,
} as const;

/** A persona's gender; `unsaid` leaves it out of the prompt. */
export const PERSONA_GENDERS = ['unsaid', 'woman', 'man', 'nonbinary'] as const;
export type PersonaGender = (typeof PERSONA_GENDERS)[number];
