import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { useLingui } from '@lingui/react/macro';
import { STEPS_AFTER_WIZARD, wizardSteps } from '../create/wizard-steps';

/**
 * "Step 16 of 17": confirm and publish are the template wizard's last two steps (spec §2), taken
 * here once she is made. A prompt character shows the step's name alone.
 */
export function StepCounter({
  character,
  step,
}: {
  character: CustomCharacterDetail;
  step: 'confirm' | 'publish';
}) {
  const { t } = useLingui();
  const name = step === 'confirm' ? t`Confirm` : t`Publish`;
  if (character.mode !== 'template') return <p className="step-counter">{name}</p>;
  const total = wizardSteps(character.choices.gender).length + STEPS_AFTER_WIZARD;
  const number = step === 'confirm' ? total - 1 : total;
  return <p className="step-counter">{t`Step ${number} of ${total} · ${name}`}</p>;
}
