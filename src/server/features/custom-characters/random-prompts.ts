import { createHash } from 'node:crypto';
import { phrasesOf } from './persona-phrases';

/** One of the locale's starting descriptions for prompt mode; `salt` varies the pick. */
export function randomPrompt(language: string, salt: string): string {
  const { randomPrompts } = phrasesOf(language);
  const index = createHash('sha256').update(salt).digest()[0] ?? 0;
  return randomPrompts[index % randomPrompts.length] as string;
}
