import {
  type CharacterOption,
  type Gender,
  lookPictureUrl,
  type OptionStep,
  optionsFor,
  PICTURED_STEPS,
} from '@contract/character-options';
import { useLingui } from '@lingui/react/macro';
import { optionLabel } from '../../characters/character-option-labels';
import { ChoiceTile } from './choice-tile';

const isPictured = (step: OptionStep): step is (typeof PICTURED_STEPS)[number] =>
  (PICTURED_STEPS as readonly string[]).includes(step);

export interface OptionGridProps {
  step: OptionStep;
  gender: Gender;
  style: 'realistic' | 'anime';
  /** The chosen ids (one for a single-choice step). */
  selected: readonly string[];
  /** Several may be chosen (kinks); otherwise choosing one replaces the other. */
  isMultiple?: boolean;
  /** No more may be chosen: the others are disabled until one is taken off. */
  isFull?: boolean;
  onPick(id: string): void;
  /** Accessible name of the group. */
  label: string;
}

/**
 * The choices of one wizard step as big tap targets: a drawn picture where the look changes, a
 * colour swatch for colours, a symbol for the rest.
 */
export function OptionGrid({
  step,
  gender,
  style,
  selected,
  isMultiple = false,
  isFull = false,
  onPick,
  label,
}: OptionGridProps) {
  const { i18n } = useLingui();
  const pictured = isPictured(step);
  const options: readonly CharacterOption[] = optionsFor(step, gender);
  return (
    <fieldset
      className={`option-grid${pictured ? ' option-grid--pictures' : ' option-grid--chips'}`}
    >
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => {
        const isChecked = selected.includes(option.id);
        return (
          <ChoiceTile
            key={option.id}
            type={isMultiple ? 'checkbox' : 'radio'}
            name={`wizard-${step}`}
            isChecked={isChecked}
            isDisabled={isFull && !isChecked}
            onPick={() => onPick(option.id)}
          >
            {pictured && (
              <img
                className="option__picture"
                src={lookPictureUrl(style, gender, step, option.id)}
                alt=""
                width={120}
                height={180}
                loading="lazy"
              />
            )}
            {option.swatch && (
              <span className="option__swatch" style={{ background: option.swatch }} />
            )}
            {option.emoji && (
              <span className="option__emoji" aria-hidden="true">
                {option.emoji}
              </span>
            )}
            <span className="option__label">{optionLabel(i18n, step, option.id)}</span>
          </ChoiceTile>
        );
      })}
    </fieldset>
  );
}
