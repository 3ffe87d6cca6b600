import { NICK_MAX_LENGTH } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';

/** Her name, optional in both modes: left empty, the server chooses one. */
export function NameField({ name, onName }: { name: string; onName(name: string): void }) {
  const { t } = useLingui();
  return (
    <label className="field">
      <span className="field__label">{t`Name (optional)`}</span>
      <input
        dir="auto"
        className="text-field field__input"
        value={name}
        maxLength={NICK_MAX_LENGTH}
        placeholder={t`Leave empty and we choose one`}
        onChange={(event) => onName(event.target.value)}
      />
    </label>
  );
}
