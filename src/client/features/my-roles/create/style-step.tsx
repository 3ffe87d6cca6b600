import type { Gender } from '@contract/character-options';
import { lookPictureUrl } from '@contract/character-options';
import { useLingui } from '@lingui/react/macro';
import { ChoiceTile } from './choice-tile';

export interface StyleStepProps {
  gender: Gender;
  style: 'realistic' | 'anime';
  onGender(gender: Gender): void;
  onStyle(style: 'realistic' | 'anime'): void;
}

/** The first step: a woman or a man, drawn realistic or as anime. */
export function StyleStep({ gender, style, onGender, onStyle }: StyleStepProps) {
  const { t } = useLingui();
  const genders: Array<{ id: Gender; label: string }> = [
    { id: 'woman', label: t`Woman` },
    { id: 'man', label: t`Man` },
  ];
  const styles = [
    { id: 'realistic' as const, label: t`Realistic` },
    { id: 'anime' as const, label: t`Anime` },
  ];
  return (
    <>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t`Gender`}</legend>
        {genders.map((option) => (
          <ChoiceTile
            key={option.id}
            type="radio"
            name="wizard-gender"
            className="segmented__item"
            isChecked={gender === option.id}
            onPick={() => onGender(option.id)}
          >
            {option.label}
          </ChoiceTile>
        ))}
      </fieldset>
      <fieldset className="option-grid option-grid--pictures option-grid--two">
        <legend className="visually-hidden">{t`Style`}</legend>
        {styles.map((option) => (
          <ChoiceTile
            key={option.id}
            type="radio"
            name="wizard-style"
            isChecked={style === option.id}
            onPick={() => onStyle(option.id)}
          >
            <img
              className="option__picture"
              src={lookPictureUrl(option.id, gender, 'style', option.id)}
              alt=""
              width={180}
              height={270}
            />
            <span className="option__label">{option.label}</span>
          </ChoiceTile>
        ))}
      </fieldset>
    </>
  );
}
