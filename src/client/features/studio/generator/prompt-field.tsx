import {
  hasNonLatinLetters,
  PHOTO_PROMPT_MAX_LENGTH,
  PROMPT_KEYWORDS,
  promptKeywords,
} from '@contract/studio';
import { Plural, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

interface PromptFieldProps {
  value: string;
  onChange(prompt: string): void;
  onOpenTutorial(): void;
}

/** The prompt with spec §5's help: a live keyword count against 20–50 and what to change. */
export function PromptField({ value, onChange, onOpenTutorial }: PromptFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const count = promptKeywords(value).length;
  const { min, max } = PROMPT_KEYWORDS;
  const hint = hasNonLatinLetters(value)
    ? t`Write the prompt in English: the model reads English keywords only.`
    : count === 0
      ? t`Describe the photo in English keywords separated by commas: place, outfit, pose, light.`
      : count < min
        ? t`Add a few more keywords for a better photo: ${min}–${max} work best.`
        : count > max
          ? t`Too many keywords: keep the ${max} that matter most.`
          : t`Good prompt length.`;
  const isGood = count >= min && count <= max && !hasNonLatinLetters(value);
  return (
    <div className="studio-field">
      <div className="studio-field__head">
        <label className="studio-field__label" htmlFor={id}>
          {t`Prompt`}
        </label>
        <button type="button" className="text-button" onClick={onOpenTutorial}>
          {t`How to write a prompt`}
        </button>
      </div>
      <textarea
        id={id}
        className="studio-input"
        rows={4}
        dir="ltr"
        lang="en"
        maxLength={PHOTO_PROMPT_MAX_LENGTH}
        value={value}
        placeholder="beach, sunset, summer dress, smiling, looking at camera, soft light"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={`prompt-hint${isGood ? ' prompt-hint--good' : ''}`}>
        <span className="prompt-hint__count" aria-live="polite">
          <Plural value={count} one="# keyword" other="# keywords" />
        </span>{' '}
        {hint}
      </p>
    </div>
  );
}
