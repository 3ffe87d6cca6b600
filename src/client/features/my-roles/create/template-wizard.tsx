import type { OptionStep } from '@contract/character-options';
import { MAX_CUSTOM_KINKS } from '@contract/custom-characters';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useRef } from 'react';
import { AgeStep } from './age-step';
import { OptionGrid } from './option-grid';
import { STEP_TITLES } from './step-titles';
import { StyleStep } from './style-step';
import type { WizardDraft } from './wizard-draft';
import { WizardOverview } from './wizard-overview';
import { isOptionStep, STEPS_AFTER_WIZARD, type WizardStep, wizardSteps } from './wizard-steps';

/** How long a tapped choice shows as chosen before the next step slides in. */
const AUTO_ADVANCE_MS = 250;

export interface TemplateWizardProps {
  draft: WizardDraft;
  onChange(change: Partial<WizardDraft>): void;
  /** The overview's create button. */
  create: { price: number; isFree: boolean; isBusy: boolean; onCreate(): void };
}

/** Where the wizard is: the current step, its place among all 17, and the neighbours. */
export function wizardPosition(draft: WizardDraft) {
  const steps = wizardSteps(draft.gender);
  // A step the gender skips (breast after switching to a man) resumes at the overview's start.
  const index = Math.max(0, steps.indexOf(draft.step));
  return {
    steps,
    index,
    step: steps[index] as WizardStep,
    total: steps.length + STEPS_AFTER_WIZARD,
    previous: index > 0 ? (steps[index - 1] as WizardStep) : null,
  };
}

/** Whether the step has what it needs to go on (style, age and kinks always have). */
function isAnswered(draft: WizardDraft, step: WizardStep): boolean {
  if (!isOptionStep(step) || step === 'kinks') return true;
  return Boolean(draft.choices[step]);
}

/** The template mode of the wizard: one question a screen, with a picture or swatch per choice. */
export function TemplateWizard({ draft, onChange, create }: TemplateWizardProps) {
  const { t, i18n } = useLingui();
  const { steps, index, step, total } = wizardPosition(draft);
  const returnToOverview = useRef(false);
  const advance = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (advance.current) clearTimeout(advance.current);
    },
    [],
  );

  const goNext = () => {
    if (advance.current) clearTimeout(advance.current);
    const next = returnToOverview.current ? 'overview' : steps[index + 1];
    returnToOverview.current = false;
    if (next) onChange({ step: next });
  };

  const choose = (optionStep: Exclude<OptionStep, 'kinks'>, id: string) => {
    onChange({ choices: { ...draft.choices, [optionStep]: id } });
    if (advance.current) clearTimeout(advance.current);
    advance.current = setTimeout(goNext, AUTO_ADVANCE_MS);
  };

  const toggleKink = (id: string) => {
    if (draft.kinks.includes(id)) {
      onChange({ kinks: draft.kinks.filter((kink) => kink !== id) });
    } else if (draft.kinks.length < MAX_CUSTOM_KINKS) {
      onChange({ kinks: [...draft.kinks, id] });
    }
  };

  const edit = (target: WizardStep) => {
    returnToOverview.current = true;
    onChange({ step: target });
  };

  return (
    <section className="wizard" aria-labelledby="wizard-step-title">
      <div className="wizard__progress">
        <span>{t`Step ${index + 1} of ${total}`}</span>
        <progress max={total} value={index + 1} aria-hidden="true" />
      </div>
      <h2 id="wizard-step-title" className="wizard__title">
        {i18n._(STEP_TITLES[step])}
      </h2>
      {step === 'style' && (
        <StyleStep
          gender={draft.gender}
          style={draft.style}
          onGender={(gender) => onChange({ gender })}
          onStyle={(style) => onChange({ style })}
        />
      )}
      {step === 'age' && <AgeStep age={draft.age} onAge={(age) => onChange({ age })} />}
      {step === 'kinks' && (
        <>
          <p className="wizard-hint" aria-live="polite">
            {draft.kinks.length >= MAX_CUSTOM_KINKS
              ? t`You chose three. Take one off to choose another.`
              : t`Choose up to three.`}
          </p>
          <OptionGrid
            step="kinks"
            gender={draft.gender}
            style={draft.style}
            selected={draft.kinks}
            isMultiple
            isFull={draft.kinks.length >= MAX_CUSTOM_KINKS}
            onPick={toggleKink}
            label={i18n._(STEP_TITLES.kinks)}
          />
        </>
      )}
      {isOptionStep(step) && step !== 'kinks' && (
        <OptionGrid
          step={step}
          gender={draft.gender}
          style={draft.style}
          selected={draft.choices[step] ? [draft.choices[step] as string] : []}
          onPick={(id) => choose(step, id)}
          label={i18n._(STEP_TITLES[step])}
        />
      )}
      {step === 'overview' ? (
        <WizardOverview draft={draft} onChange={onChange} onEdit={edit} create={create} />
      ) : (
        <div className="wizard__footer app-column-bar">
          <div className="wizard__footer__inner">
            <Button size="l" stretched disabled={!isAnswered(draft, step)} onClick={goNext}>
              {t`Next`}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
