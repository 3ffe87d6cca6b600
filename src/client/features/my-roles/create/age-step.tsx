import { WIZARD_AGE_RANGE } from '@contract/character-options';
import { useLingui } from '@lingui/react/macro';
import { ChoiceTile } from './choice-tile';

/** Quick picks for one thumb; the slider reaches every other age. All are adults (spec §5). */
const AGE_PICKS = [18, 21, 25, 30, 35, 40, 50] as const;

/** The age step: 18 or older only. */
export function AgeStep({ age, onAge }: { age: number; onAge(age: number): void }) {
  const { t } = useLingui();
  return (
    <div className="age-step">
      <output className="age-step__value" htmlFor="wizard-age">
        {age}
      </output>
      <input
        id="wizard-age"
        className="age-step__slider"
        type="range"
        min={WIZARD_AGE_RANGE.min}
        max={WIZARD_AGE_RANGE.max}
        value={age}
        aria-label={t`Age`}
        onChange={(event) => onAge(Number(event.target.value))}
      />
      <fieldset className="option-grid option-grid--chips">
        <legend className="visually-hidden">{t`Quick picks`}</legend>
        {AGE_PICKS.map((pick) => (
          <ChoiceTile
            key={pick}
            type="radio"
            name="wizard-age"
            isChecked={age === pick}
            onPick={() => onAge(pick)}
          >
            <span className="option__label">{pick}</span>
          </ChoiceTile>
        ))}
      </fieldset>
      <p className="wizard-hint">{t`Characters are adults: 18 or older.`}</p>
    </div>
  );
}
