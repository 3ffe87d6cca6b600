import { SparkleIcon } from '@client/components/icons/icons';
import { CUSTOM_DESCRIPTION_MAX_LENGTH } from '@contract/custom-characters';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { getRandomPrompt } from '../api/get-random-prompt';
import { NameField } from './name-field';
import type { WizardDraft } from './wizard-draft';

export interface PromptModeProps {
  draft: WizardDraft;
  onChange(change: Partial<WizardDraft>): void;
  create: { price: number; isBusy: boolean; onCreate(): void };
}

/** Use Prompt: she is described in the user's own words, or started from a public character. */
export function PromptMode({ draft, onChange, create }: PromptModeProps) {
  const { t } = useLingui();
  const [isEmptyShown, setIsEmptyShown] = useState(false);
  const [isFetchingIdea, setIsFetchingIdea] = useState(false);

  const randomIdea = async () => {
    setIsFetchingIdea(true);
    try {
      const { prompt } = await getRandomPrompt({});
      onChange({ description: prompt });
      setIsEmptyShown(false);
    } catch {
      // Shown by the API error listener.
    } finally {
      setIsFetchingIdea(false);
    }
  };

  const submit = () => {
    if (draft.description.trim() === '') {
      setIsEmptyShown(true);
      return;
    }
    create.onCreate();
  };

  return (
    <section className="prompt-mode">
      {draft.cloneOf && (
        <div className="clone-source">
          <img src={draft.cloneOf.portraitUrl} alt="" width={56} height={72} />
          <p>{t`Starting from ${draft.cloneOf.nick}: the same look, your words.`}</p>
          <button type="button" className="text-button" onClick={() => onChange({ cloneOf: null })}>
            {t`Start from scratch`}
          </button>
        </div>
      )}
      <label className="field">
        <span className="field__label">{t`Describe your character`}</span>
        <textarea
          dir="auto"
          className="text-field field__input field__input--tall"
          value={draft.description}
          maxLength={CUSTOM_DESCRIPTION_MAX_LENGTH}
          placeholder={t`Their look, job and personality, and how you know each other…`}
          aria-invalid={isEmptyShown}
          aria-describedby={isEmptyShown ? 'prompt-empty' : undefined}
          onChange={(event) => {
            onChange({ description: event.target.value });
            if (event.target.value.trim()) setIsEmptyShown(false);
          }}
        />
      </label>
      {isEmptyShown && (
        <p id="prompt-empty" className="field__error" role="alert">
          {t`Please enter character description`}
        </p>
      )}
      <button type="button" className="idea-button" disabled={isFetchingIdea} onClick={randomIdea}>
        <SparkleIcon size={18} /> {t`Random idea`}
      </button>
      <NameField name={draft.name} onName={(name) => onChange({ name })} />
      <p className="overview__price">
        {t`Creating a character costs ${create.price} coins. If it fails, the coins come back.`}
      </p>
      <div className="wizard__footer app-column-bar">
        <div className="wizard__footer__inner">
          <Button size="l" stretched loading={create.isBusy} onClick={submit}>
            {t`Create for ${create.price} coins`}
          </Button>
        </div>
      </div>
    </section>
  );
}
