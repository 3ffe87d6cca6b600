import type { Persona } from '@contract/api/persona-endpoints';
import { MIN_ADULT_AGE } from '@contract/constants';
import { PERSONA_GENDERS, PERSONA_LIMITS, type PersonaGender } from '@contract/personas';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** What the form saves: a persona's fields, with `id` when it rewrites one. */
export interface PersonaDraft {
  id?: string;
  name: string;
  gender: PersonaGender;
  age: number | null;
  look: string;
  bio: string;
  isDefault: boolean;
}

interface PersonaFormProps {
  /** The persona to rewrite; null for a new one. */
  persona: Persona | null;
  /** The name an unnamed persona goes by. */
  nick: string;
  /** A new persona is the default when the user has no other. */
  isFirst: boolean;
  isBusy: boolean;
  onSave(draft: PersonaDraft): void;
  onCancel(): void;
}

/** Reads the age field: empty is "not said"; anything else a whole number. */
function parseAge(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** Edits one persona: name (the nick when empty), gender, age (18+ or unsaid), look and bio. */
export function PersonaForm({
  persona,
  nick,
  isFirst,
  isBusy,
  onSave,
  onCancel,
}: PersonaFormProps) {
  const { t } = useLingui();
  const [name, setName] = useState(persona?.name ?? '');
  const [gender, setGender] = useState<PersonaGender>(persona?.gender ?? 'unsaid');
  const [ageText, setAgeText] = useState(
    persona?.age === null || !persona ? '' : String(persona.age),
  );
  const [look, setLook] = useState(persona?.look ?? '');
  const [bio, setBio] = useState(persona?.bio ?? '');
  const [isDefault, setIsDefault] = useState(persona?.isDefault ?? isFirst);

  const age = parseAge(ageText);
  const isAgeWrong =
    age !== null && (!Number.isInteger(age) || age < MIN_ADULT_AGE || age > PERSONA_LIMITS.maxAge);
  const genderLabels: Record<PersonaGender, string> = {
    unsaid: t`Not said`,
    woman: t`Woman`,
    man: t`Man`,
    nonbinary: t`Non-binary`,
  };

  return (
    <form
      className="persona-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (isAgeWrong) return;
        onSave({ ...(persona ? { id: persona.id } : {}), name, gender, age, look, bio, isDefault });
      }}
    >
      <label className="persona-form__field">
        <span>{t`Name`}</span>
        <input
          dir="auto"
          className="text-field"
          value={name}
          maxLength={PERSONA_LIMITS.name}
          placeholder={nick}
          onChange={(event) => setName(event.target.value)}
        />
        <small>{t`Empty: your nick, ${nick}.`}</small>
      </label>
      <label className="persona-form__field">
        <span>{t`Gender`}</span>
        <select
          className="text-field"
          value={gender}
          onChange={(event) => setGender(event.target.value as PersonaGender)}
        >
          {PERSONA_GENDERS.map((option) => (
            <option key={option} value={option}>
              {genderLabels[option]}
            </option>
          ))}
        </select>
      </label>
      <label className="persona-form__field">
        <span>{t`Age`}</span>
        <input
          className="text-field"
          type="number"
          inputMode="numeric"
          min={MIN_ADULT_AGE}
          max={PERSONA_LIMITS.maxAge}
          value={ageText}
          aria-invalid={isAgeWrong}
          onChange={(event) => setAgeText(event.target.value)}
        />
        <small role={isAgeWrong ? 'alert' : undefined}>
          {isAgeWrong
            ? t`Your persona must be ${MIN_ADULT_AGE} or older.`
            : t`Optional. ${MIN_ADULT_AGE} or older.`}
        </small>
      </label>
      <label className="persona-form__field">
        <span>{t`Looks`}</span>
        <textarea
          dir="auto"
          className="text-field"
          value={look}
          maxLength={PERSONA_LIMITS.look}
          placeholder={t`Optional: how you look, in a few words`}
          onChange={(event) => setLook(event.target.value)}
        />
      </label>
      <label className="persona-form__field">
        <span>{t`About you`}</span>
        <textarea
          dir="auto"
          className="text-field"
          value={bio}
          maxLength={PERSONA_LIMITS.bio}
          placeholder={t`Optional: who you are, what you do, what you like`}
          onChange={(event) => setBio(event.target.value)}
        />
      </label>
      <label className="persona-form__check">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(event) => setIsDefault(event.target.checked)}
        />
        <span>{t`Use in every chat unless I choose otherwise`}</span>
      </label>
      <div className="persona-form__buttons">
        <button type="submit" disabled={isBusy || isAgeWrong}>{t`Save`}</button>
        <button type="button" onClick={onCancel}>{t`Cancel`}</button>
      </div>
    </form>
  );
}
