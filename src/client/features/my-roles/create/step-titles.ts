import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WizardStep } from './wizard-steps';

/** The name of each wizard step (spec §2's template steps), as heading and in the overview. */
export const STEP_TITLES: Record<WizardStep, MessageDescriptor> = {
  style: msg`Style`,
  age: msg`Age`,
  race: msg`Ethnicity`,
  eyeColor: msg`Eye colour`,
  hairstyle: msg`Hairstyle`,
  hairColor: msg`Hair colour`,
  body: msg`Body type`,
  breast: msg`Breast size`,
  hips: msg`Hips`,
  clothing: msg`Clothing`,
  kinks: msg`Kinks`,
  occupation: msg`Occupation`,
  personality: msg`Personality`,
  relationship: msg`Relationship`,
  overview: msg`Overview`,
};
