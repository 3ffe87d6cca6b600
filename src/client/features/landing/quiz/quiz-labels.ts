import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QuizAnswers, QuizKink, QuizStep, SingleStep } from './quiz-steps';

/** The question each step asks. */
export const QUESTION_LABELS: Record<QuizStep, MessageDescriptor> = {
  gender: msg`Who would you like to meet?`,
  style: msg`Which look do you prefer?`,
  hair: msg`Which hair colour do you like?`,
  body: msg`Which body type do you like?`,
  kinks: msg`What turns you on? Pick up to three.`,
};

type ChoiceLabels = {
  [S in SingleStep]: Record<NonNullable<QuizAnswers[S]>, MessageDescriptor>;
};

/** The words of each one-answer choice. */
const CHOICE_LABELS: ChoiceLabels = {
  gender: { woman: msg`A woman`, man: msg`A man` },
  style: { realistic: msg`Realistic`, anime: msg`Anime` },
  hair: {
    black: msg({ message: 'Black', context: 'hair colour' }),
    brown: msg({ message: 'Brown', context: 'hair colour' }),
    blonde: msg({ message: 'Blonde', context: 'hair colour' }),
    red: msg`Red`,
    colourful: msg({ message: 'Colourful', context: 'hair colour' }),
  },
  body: {
    slim: msg`Slim`,
    petite: msg`Petite`,
    curvy: msg`Curvy`,
    athletic: msg`Athletic`,
    muscular: msg`Muscular`,
  },
};

/** The words and symbol of each kink. */
export const KINK_LABELS: Record<QuizKink, { label: MessageDescriptor; emoji: string }> = {
  flirting: { label: msg`Flirting`, emoji: '😉' },
  teasing: { label: msg`Teasing`, emoji: '😏' },
  'slow burn': { label: msg`Slow burn`, emoji: '🕯️' },
  cuddling: { label: msg`Cuddling`, emoji: '🤗' },
  praise: { label: msg`Praise`, emoji: '🌟' },
  banter: { label: msg`Banter`, emoji: '😜' },
  protectiveness: { label: msg`Protectiveness`, emoji: '🤝' },
  competition: { label: msg`Competition`, emoji: '😎' },
};

/** The words of a one-answer choice. */
export function choiceLabel(step: SingleStep, choice: string): MessageDescriptor {
  const labels: Record<string, MessageDescriptor> = CHOICE_LABELS[step];
  return labels[choice] ?? { id: choice };
}
