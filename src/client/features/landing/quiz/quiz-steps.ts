import type { LandingQuiz } from '@contract/api/tour-endpoints';
import { MAX_KINKS } from '@contract/constants';

/** The landing quiz's answers so far (spec §1: appearance and kink preferences). */
export type QuizAnswers = Omit<LandingQuiz, 'lang'>;

/** The questions in the order asked: who, then looks, then what they like. */
export const QUIZ_STEPS = ['gender', 'style', 'hair', 'body', 'kinks'] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];
/** The questions with one answer. */
export type SingleStep = Exclude<QuizStep, 'kinks'>;

type Gender = NonNullable<QuizAnswers['gender']>;

/** The choices of each one-answer question, as the match endpoint names them. */
const SINGLE_CHOICES = {
  gender: ['woman', 'man'],
  style: ['realistic', 'anime'],
  hair: ['black', 'brown', 'blonde', 'red', 'colourful'],
  body: ['slim', 'petite', 'curvy', 'athletic', 'muscular'],
} as const satisfies { [S in SingleStep]: readonly NonNullable<QuizAnswers[S]>[] };

/** Body types only one gender has among the characters, as in the create wizard's choices. */
const BODY_GENDERS: Partial<Record<NonNullable<QuizAnswers['body']>, Gender>> = {
  petite: 'woman',
  curvy: 'woman',
  muscular: 'man',
};

/**
 * The kinks offered: the create wizard's words that the tour's characters have, so each one can
 * change who is matched (the server compares them with her kinks, in English).
 */
export const QUIZ_KINKS = [
  'flirting',
  'teasing',
  'slow burn',
  'cuddling',
  'praise',
  'banter',
  'protectiveness',
  'competition',
] as const;
export type QuizKink = (typeof QUIZ_KINKS)[number];

/** The choices of a one-answer question given the answers so far. */
export function choicesOf(step: SingleStep, answers: QuizAnswers): readonly string[] {
  const all: readonly string[] = SINGLE_CHOICES[step];
  if (step !== 'body' || !answers.gender) return all;
  return all.filter((body) => {
    const only = BODY_GENDERS[body as NonNullable<QuizAnswers['body']>];
    return !only || only === answers.gender;
  });
}

/**
 * The answers with one more (or a changed) answer; a choice the question does not offer is
 * ignored, and a body type the new gender lacks is dropped.
 */
export function withAnswer(answers: QuizAnswers, step: SingleStep, value: string): QuizAnswers {
  if (!choicesOf(step, answers).includes(value)) return answers;
  const next = { ...answers, [step]: value } as QuizAnswers;
  if (step === 'gender' && next.body && !choicesOf('body', next).includes(next.body)) {
    delete next.body;
  }
  return next;
}

/** Picks or unpicks a kink; a pick past MAX_KINKS is refused (the spec allows up to three kinks). */
export function toggleKink(kinks: readonly string[], kink: QuizKink): string[] {
  if (kinks.includes(kink)) return kinks.filter((picked) => picked !== kink);
  return kinks.length < MAX_KINKS ? [...kinks, kink] : [...kinks];
}

/**
 * Where a one-answer question stands among them, for "Question n of m"; null for the kinks, the
 * last step, where the visitor picks up to three (or none) and asks for the match. Counting that
 * step as a question made "Question 1 of 5" end after four answers (issue 33).
 */
export function questionNumberOf(step: QuizStep): { number: number; total: number } | null {
  const questions = QUIZ_STEPS.filter((each) => each !== 'kinks');
  const index = questions.indexOf(step as SingleStep);
  return index < 0 ? null : { number: index + 1, total: questions.length };
}

/** The step after `step`, or null after the last. */
export function nextStep(step: QuizStep): QuizStep | null {
  return QUIZ_STEPS[QUIZ_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null before the first. */
export function previousStep(step: QuizStep): QuizStep | null {
  return QUIZ_STEPS[QUIZ_STEPS.indexOf(step) - 1] ?? null;
}
