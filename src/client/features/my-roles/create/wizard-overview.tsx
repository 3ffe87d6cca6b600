import { useMainButton } from '@client/bridge/bridge-context';
import type { OptionStep } from '@contract/character-options';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { optionLabel } from '../../characters/character-option-labels';
import { NameField } from './name-field';
import { STEP_TITLES } from './step-titles';
import type { WizardDraft } from './wizard-draft';
import { isOptionStep, type WizardStep, wizardSteps } from './wizard-steps';

export interface WizardOverviewProps {
  draft: WizardDraft;
  onChange(change: Partial<WizardDraft>): void;
  /** Goes back to a step to change its answer. */
  onEdit(step: WizardStep): void;
  create: { price: number; isFree: boolean; isBusy: boolean; onCreate(): void };
}

/** The overview step: every answer with a way back to it, her name, the price, and create. */
export function WizardOverview({ draft, onChange, onEdit, create }: WizardOverviewProps) {
  const { t, i18n } = useLingui();
  const answerOf = (step: WizardStep): string => {
    if (step === 'style') {
      const gender = draft.gender === 'woman' ? t`Woman` : t`Man`;
      const style = draft.style === 'anime' ? t`Anime` : t`Realistic`;
      return `${gender} · ${style}`;
    }
    if (step === 'age') return String(draft.age);
    if (step === 'kinks') {
      return draft.kinks.length > 0
        ? draft.kinks.map((kink) => optionLabel(i18n, 'kinks', kink)).join(', ')
        : t`None`;
    }
    const id = draft.choices[step as Exclude<OptionStep, 'kinks'>];
    return id ? optionLabel(i18n, step as OptionStep, id) : t`Not chosen`;
  };
  const answered = wizardSteps(draft.gender).filter((step) => step !== 'overview');
  const missing = answered.filter(
    (step) => isOptionStep(step) && step !== 'kinks' && !draft.choices[step],
  );
  const createText = create.isFree ? t`Create for free` : t`Create for ${create.price} coins`;
  const isCreateOnTelegram = useMainButton({
    text: createText,
    onClick: create.onCreate,
    isEnabled: missing.length === 0,
    isLoading: create.isBusy,
  });
  return (
    <div className="overview">
      <dl className="overview__answers">
        {answered.map((step) => (
          <div key={step} className="overview__row">
            <dt>{i18n._(STEP_TITLES[step])}</dt>
            <dd>{answerOf(step)}</dd>
            <button
              type="button"
              className="overview__edit"
              onClick={() => onEdit(step)}
              aria-label={t`Change ${i18n._(STEP_TITLES[step])}`}
            >
              {t`Change`}
            </button>
          </div>
        ))}
      </dl>
      <NameField name={draft.name} onName={(name) => onChange({ name })} />
      <p className="overview__price">
        {create.isFree
          ? t`Free: your VIP membership includes one character.`
          : t`Creating a character costs ${create.price} coins. If it fails, the coins come back.`}
      </p>
      {missing.length > 0 && (
        <p className="wizard-hint" role="status">
          {t`Answer every step before creating.`}
        </p>
      )}
      {!isCreateOnTelegram && (
        <div className="wizard__footer app-column-bar">
          <div className="wizard__footer__inner">
            <Button
              size="l"
              stretched
              loading={create.isBusy}
              disabled={missing.length > 0}
              onClick={create.onCreate}
            >
              {createText}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
