import { type Gender, isStepFor, type OptionStep } from '@contract/character-options';

/** The template wizard's own steps; confirm and publish follow on the character's page. */
export type WizardStep = 'style' | 'age' | OptionStep | 'overview';

/** Spec §2's step order; confirm and publish (the last two) happen once she is made. */
const STEP_ORDER: readonly WizardStep[] = [
  'style',
  'age',
  'race',
  'eyeColor',
  'hairstyle',
  'hairColor',
  'body',
  'breast',
  'hips',
  'clothing',
  'kinks',
  'occupation',
  'personality',
  'relationship',
  'overview',
];

/** The steps after the wizard: confirm (review) and publish. */
export const STEPS_AFTER_WIZARD = 2;

/** Whether the step is a choice among the contract's options. */
export function isOptionStep(step: WizardStep): step is OptionStep {
  return step !== 'style' && step !== 'age' && step !== 'overview';
}

/** The wizard's steps for a character of `gender` (breast and hips are asked of women only). */
export function wizardSteps(gender: Gender): readonly WizardStep[] {
  return STEP_ORDER.filter((step) => !isOptionStep(step) || isStepFor(step, gender));
}
