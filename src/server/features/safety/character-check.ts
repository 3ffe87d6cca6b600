import { REFUSAL_CODE } from '@contract/api-codes';
import { ApiFailure } from '../../api/api-failure';
import type { CharacterTexts } from '../../db/schema/characters';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import { findRealPerson } from './prompt-safety';

/** What of a character others read or her chat model is given. */
export interface CharacterToCheck {
  texts: CharacterTexts;
  persona: string;
  scenario: string;
  story: string | null;
}

/** Why a character cannot be public: a real person, or what the moderation provider refused. */
export type CharacterVerdict =
  | { isSafe: true }
  | { isSafe: false; reason: 'realPerson' | 'sexual/minors'; matched: string };

/** Every text of hers, in every language she has: name, description, greeting, persona, scenario. */
function textsOf(character: CharacterToCheck): string[] {
  const localized = Object.values(character.texts).flatMap((texts) => [
    texts.name,
    texts.description,
    texts.greeting,
    texts.personality,
    texts.relationship,
    texts.occupation,
  ]);
  return [...localized, character.persona, character.scenario, character.story ?? ''].filter(
    (text) => text.trim() !== '',
  );
}

/**
 * Checks a character with the moderation provider (a minor with sexual context, or what a
 * classifier refuses) and for a real person as prompts are. Her texts are read together, so a
 * minor in one and sexual words in another meet. The prompt check's "any minor" is not applied
 * to whole characters: on long texts it refuses "five years ago" and "friends since you were
 * kids" (docs/decisions.md); the creator's own words already passed it when written.
 */
export async function checkCharacter(
  moderation: ModerationProvider,
  character: CharacterToCheck,
): Promise<CharacterVerdict> {
  const text = textsOf(character).join('\n');
  const person = findRealPerson(text);
  if (person) return { isSafe: false, reason: 'realPerson', matched: person };
  const verdict = await moderation.checkText({ text, recentTurns: async () => [] });
  if (verdict.verdict === 'allowed') return { isSafe: true };
  return { isSafe: false, reason: verdict.category, matched: verdict.matched };
}

/**
 * Refuses (2083) to make or keep a character public when she fails `checkCharacter`: publishing
 * her, and every edit of a public one. Nothing is changed.
 */
export async function assertPublishableCharacter(
  moderation: ModerationProvider,
  character: CharacterToCheck,
): Promise<void> {
  const verdict = await checkCharacter(moderation, character);
  if (verdict.isSafe) return;
  throw new ApiFailure(
    REFUSAL_CODE.unsafeCharacter,
    verdict.reason === 'realPerson'
      ? 'This character cannot be public: her texts name a real person'
      : 'This character cannot be public: her texts involve a minor',
  );
}
