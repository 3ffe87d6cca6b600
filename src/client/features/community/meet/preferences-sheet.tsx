import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { TagPicker } from '@client/components/tag-picker/tag-picker';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { CharacterTag } from '@contract/api/character-endpoints';
import type { MeetConfig } from '@contract/api/meet-endpoints';
import { MEET_AGE_MAX, MEET_AGE_MIN, MEET_MAX_TAGS } from '@contract/meet';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useId, useState } from 'react';
import { updateMeetConfig } from './api/update-meet-config';

interface Choice<T> {
  value: T;
  label: string;
}

function ChoiceRow<T>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: Choice<T>[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset className="meet-prefs__row">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          className={`meet-chip${choice.value === value ? ' meet-chip--on' : ''}`}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}

/** Whole numbers in the adult range, else null. */
function ageOf(text: string): number | null {
  const age = Number(text);
  return Number.isInteger(age) && age >= MEET_AGE_MIN && age <= MEET_AGE_MAX ? age : null;
}

/** Who the deck shows: style, gender, tags and an adult age range. */
export function PreferencesSheet({
  isOpen,
  config,
  tags,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  config: MeetConfig;
  tags: readonly CharacterTag[];
  onClose(): void;
  onSaved(config: MeetConfig): void;
}) {
  const { t } = useLingui();
  const [style, setStyle] = useState(config.style);
  const [gender, setGender] = useState(config.gender);
  const [chosenTags, setChosenTags] = useState(config.tags);
  const [ageMin, setAgeMin] = useState(String(config.ageMin));
  const [ageMax, setAgeMax] = useState(String(config.ageMax));
  const saving = useExclusiveAction();
  const errorId = useId();
  const min = ageOf(ageMin);
  const max = ageOf(ageMax);
  const lowest = MEET_AGE_MIN;
  const highest = MEET_AGE_MAX;
  const ageError =
    min === null || max === null
      ? t`Ages go from ${lowest} to ${highest}: every character is an adult.`
      : min > max
        ? t`The first age must not be above the second.`
        : null;

  const save = () =>
    saving.run(async () => {
      if (min === null || max === null || ageError) return;
      const saved = await updateMeetConfig({
        style,
        gender,
        tags: chosenTags,
        ageMin: min,
        ageMax: max,
      });
      onSaved(saved);
    });

  return (
    <BottomPopup isOpen={isOpen} onClose={onClose} label={t`Meet preferences`}>
      <form
        className="meet-prefs"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 className="meet-prefs__title">{t`Who do you want to meet?`}</h2>
        <ChoiceRow<MeetConfig['style']>
          legend={t`Style`}
          value={style}
          onChange={setStyle}
          choices={[
            { value: null, label: t`All` },
            { value: 'realistic', label: t`Realistic` },
            { value: 'anime', label: t`Anime` },
          ]}
        />
        <ChoiceRow<MeetConfig['gender']>
          legend={t`Gender`}
          value={gender}
          onChange={setGender}
          choices={[
            { value: null, label: t`Anyone` },
            { value: 'woman', label: t`Women` },
            { value: 'man', label: t`Men` },
          ]}
        />
        <fieldset className="meet-prefs__row">
          <legend>{t`Age`}</legend>
          <label className="meet-prefs__age">
            <span>{t`From`}</span>
            <input
              type="number"
              inputMode="numeric"
              min={MEET_AGE_MIN}
              max={MEET_AGE_MAX}
              value={ageMin}
              aria-invalid={ageError !== null}
              aria-describedby={ageError ? errorId : undefined}
              onChange={(event) => setAgeMin(event.target.value)}
            />
          </label>
          <label className="meet-prefs__age">
            <span>{t`To`}</span>
            <input
              type="number"
              inputMode="numeric"
              min={MEET_AGE_MIN}
              max={MEET_AGE_MAX}
              value={ageMax}
              aria-invalid={ageError !== null}
              aria-describedby={ageError ? errorId : undefined}
              onChange={(event) => setAgeMax(event.target.value)}
            />
          </label>
          {ageError && (
            <p id={errorId} className="meet-prefs__error" role="alert">
              {ageError}
            </p>
          )}
        </fieldset>
        <div className="meet-prefs__row">
          <p className="meet-prefs__legend">{t`Tags (any of them)`}</p>
          <TagPicker
            tags={tags}
            selected={chosenTags}
            max={MEET_MAX_TAGS}
            onChange={setChosenTags}
            label={t`Tags`}
          />
        </div>
        <Button type="submit" size="l" stretched loading={saving.isBusy} disabled={!!ageError}>
          {t`Show characters`}
        </Button>
      </form>
    </BottomPopup>
  );
}
