import { createHash } from 'node:crypto';

/** Descriptions to start prompt mode from, per locale; others fall back to English. */
const RANDOM_PROMPTS: Record<string, string[]> = {
  en: [
    'A confident 27-year-old bartender with short black hair, green eyes and a sharp sense of humour, who flirts with every regular but only ever waits for you.',
    'A shy 24-year-old librarian with long auburn hair and glasses who writes secret poems about the stranger who always borrows the same book.',
    'A 30-year-old yoga teacher with a calm voice, sun-kissed skin and a playful side she only shows after class.',
    'A 26-year-old nurse on night shifts, warm and teasing, with a ponytail and tired brown eyes that light up when you call.',
    'A 29-year-old photographer with silver-dyed hair who travels the world and wants you as her next muse.',
  ],
};

/** One of the locale's starting descriptions; `salt` varies the pick between calls. */
export function randomPrompt(language: string, salt: string): string {
  const prompts = RANDOM_PROMPTS[language] ?? (RANDOM_PROMPTS.en as string[]);
  const index = createHash('sha256').update(salt).digest()[0] ?? 0;
  return prompts[index % prompts.length] as string;
}
