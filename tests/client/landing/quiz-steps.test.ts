import {
  choicesOf,
  nextStep,
  previousStep,
  QUIZ_STEPS,
  toggleKink,
  withAnswer,
} from '@client/features/landing/quiz/quiz-steps';
import { landingQuizSchema } from '@contract/api/tour-endpoints';
import { MAX_KINKS } from '@contract/constants';
import { describe, expect, it } from 'vitest';

describe('the landing quiz steps', () => {
  it('asks who, then looks, then kinks, and knows where it is', () => {
    expect(QUIZ_STEPS).toEqual(['gender', 'style', 'hair', 'body', 'kinks']);
    expect(previousStep('gender')).toBeNull();
    expect(nextStep('gender')).toBe('style');
    expect(previousStep('kinks')).toBe('body');
    expect(nextStep('kinks')).toBeNull();
  });

  it('offers only the body types the chosen gender has', () => {
    expect(choicesOf('body', { kinks: [] })).toEqual([
      'slim',
      'petite',
      'curvy',
      'athletic',
      'muscular',
    ]);
    expect(choicesOf('body', { kinks: [], gender: 'man' })).toEqual([
      'slim',
      'athletic',
      'muscular',
    ]);
    expect(choicesOf('body', { kinks: [], gender: 'woman' })).toEqual([
      'slim',
      'petite',
      'curvy',
      'athletic',
    ]);
  });

  it('drops a body type the new gender lacks, and ignores choices not offered', () => {
    const curvy = withAnswer({ kinks: [], gender: 'woman' }, 'body', 'curvy');
    expect(curvy.body).toBe('curvy');
    expect(withAnswer(curvy, 'gender', 'man')).toEqual({ kinks: [], gender: 'man' });
    expect(withAnswer({ kinks: [], body: 'athletic' }, 'gender', 'man').body).toBe('athletic');
    expect(withAnswer({ kinks: [] }, 'hair', 'green')).toEqual({ kinks: [] });
    expect(withAnswer({ kinks: [], gender: 'man' }, 'body', 'curvy')).toEqual({
      kinks: [],
      gender: 'man',
    });
  });

  it('picks up to three kinks and unpicks them', () => {
    let kinks: string[] = [];
    kinks = toggleKink(kinks, 'teasing');
    kinks = toggleKink(kinks, 'praise');
    kinks = toggleKink(kinks, 'banter');
    expect(kinks).toEqual(['teasing', 'praise', 'banter']);
    expect(toggleKink(kinks, 'cuddling')).toHaveLength(MAX_KINKS);
    expect(toggleKink(kinks, 'praise')).toEqual(['teasing', 'banter']);
  });

  it('sends answers the match endpoint accepts', () => {
    let answers = withAnswer({ kinks: [] }, 'gender', 'woman');
    answers = withAnswer(answers, 'style', 'anime');
    answers = withAnswer(answers, 'hair', 'colourful');
    answers = withAnswer(answers, 'body', 'petite');
    answers = { ...answers, kinks: toggleKink(answers.kinks, 'slow burn') };
    expect(landingQuizSchema.parse(answers)).toEqual(answers);
  });
});
