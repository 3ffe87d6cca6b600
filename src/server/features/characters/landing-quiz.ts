import type { LandingQuiz } from '@contract/api/tour-endpoints';
import type { TourLandingRole } from '@contract/enums';
import type { LandingHeroSource } from '@contract/landing-heroes';
import type { CharacterRow } from './character-views';

/** The tour character each role landing page introduces. */
export const LANDING_ROLE_CHARACTERS: Record<TourLandingRole, string> = {
  landing_role_1: 'sofia',
  landing_role_2: 'luna',
  landing_role_3: 'marcus',
};

/**
 * A landing page's hero among the tour's characters, as the page finds it: the role's character,
 * or the named one with the first (the most popular) standing in when an operator took it out.
 */
export function findLandingHero<T extends { id: string }>(
  tourCharacters: readonly T[],
  source: LandingHeroSource,
): T | undefined {
  if ('landingRole' in source) {
    return tourCharacters.find((row) => row.id === LANDING_ROLE_CHARACTERS[source.landingRole]);
  }
  return tourCharacters.find((row) => row.id === source.characterId) ?? tourCharacters[0];
}

/** Words in a character's (English) hair colour that count as each quiz answer. */
const HAIR_WORDS: Record<NonNullable<LandingQuiz['hair']>, string[]> = {
  black: ['black'],
  brown: ['brown', 'chestnut'],
  blonde: ['blond', 'platinum'],
  red: ['red', 'copper', 'ginger', 'auburn', 'burgundy'],
  colourful: ['pink', 'blue', 'silver', 'white', 'crimson'],
};

const BODY_WORDS: Record<NonNullable<LandingQuiz['body']>, string[]> = {
  slim: ['slim', 'slender', 'lean'],
  petite: ['petite'],
  curvy: ['curvy', 'hourglass'],
  athletic: ['athletic', 'toned', 'fit'],
  muscular: ['muscular'],
};

/** How much each matching answer weighs: who she is first, then looks, then each shared kink. */
const WEIGHT = { style: 4, gender: 4, hair: 2, body: 2, kink: 3 } as const;

type QuizCharacter = Pick<CharacterRow, 'style' | 'gender' | 'hairColor' | 'body' | 'kinks'>;

const mentionsAny = (text: string, words: string[]) =>
  words.some((word) => text.toLowerCase().includes(word));

/** How well a character fits the quiz answers; higher is better, 0 is no match at all. */
function quizScore(quiz: LandingQuiz, character: QuizCharacter): number {
  let score = 0;
  if (quiz.style === character.style) score += WEIGHT.style;
  if (quiz.gender === character.gender) score += WEIGHT.gender;
  if (quiz.hair && mentionsAny(character.hairColor, HAIR_WORDS[quiz.hair])) score += WEIGHT.hair;
  if (quiz.body && mentionsAny(character.body, BODY_WORDS[quiz.body])) score += WEIGHT.body;
  const kinks = new Set(character.kinks.map((kink) => kink.toLowerCase()));
  for (const kink of quiz.kinks) if (kinks.has(kink.toLowerCase())) score += WEIGHT.kink;
  return score;
}

/** The best fit among `candidates` (ties go to the more popular), or null when there are none. */
export function bestQuizMatch<C extends QuizCharacter & { basePopularity: number }>(
  quiz: LandingQuiz,
  candidates: readonly C[],
): { character: C; score: number } | null {
  let best: { character: C; score: number } | null = null;
  for (const character of candidates) {
    const score = quizScore(quiz, character);
    if (
      !best ||
      score > best.score ||
      (score === best.score && character.basePopularity > best.character.basePopularity)
    ) {
      best = { character, score };
    }
  }
  return best;
}
