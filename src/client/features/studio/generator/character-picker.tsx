import { thumbnailUrl } from '@client/lib/thumbnail-url';
import { useLingui } from '@lingui/react/macro';
import type { PickableCharacter } from './use-pickable-characters';

interface CharacterPickerProps {
  characters: PickableCharacter[] | null;
  selectedId: string;
  onPick(characterId: string): void;
}

/** Whom the photo is of: my characters first, then the catalogue's, as a row of portraits. */
export function CharacterPicker({ characters, selectedId, onPick }: CharacterPickerProps) {
  const { t } = useLingui();
  return (
    <fieldset className="studio-field">
      <legend className="studio-field__label">{t`Character`}</legend>
      <div className="picker-row" aria-busy={characters === null}>
        {characters?.map((character) => (
          <label
            key={character.characterId}
            className={`character-tile${selectedId === character.characterId ? ' character-tile--selected' : ''}`}
          >
            <input
              type="radio"
              name="photo-character"
              className="choice-input"
              checked={selectedId === character.characterId}
              onChange={() => onPick(character.characterId)}
            />
            <img
              className="tile-picture"
              src={thumbnailUrl(character.portraitUrl)}
              alt=""
              width={64}
              height={64}
            />
            <span dir="auto">{character.nick}</span>
            {character.isMine && <small>{t`Mine`}</small>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
