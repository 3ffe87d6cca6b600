import type { CharacterTag } from '@contract/api/character-endpoints';
import { useLingui } from '@lingui/react/macro';
import './tag-picker.css';

export interface TagPickerProps {
  tags: readonly CharacterTag[];
  selected: readonly string[];
  /** The most that may be chosen; a tap past it does nothing and the hint says why. */
  max: number;
  onChange(selected: string[]): void;
  /** Accessible name of the group. */
  label: string;
}

/** Tags as chips to tap on and off, up to `max` (Tags selection, Add tags: spec §2). */
export function TagPicker({ tags, selected, max, onChange, label }: TagPickerProps) {
  const { t } = useLingui();
  const isFull = selected.length >= max;
  const toggle = (id: string) => {
    if (selected.includes(id)) onChange(selected.filter((tag) => tag !== id));
    else if (!isFull) onChange([...selected, id]);
  };
  return (
    <div className="tag-picker">
      <fieldset className="tag-picker__chips">
        <legend className="visually-hidden">{label}</legend>
        {tags.map((tag) => {
          const isOn = selected.includes(tag.id);
          return (
            <button
              key={tag.id}
              type="button"
              className={`tag-picker__chip${isOn ? ' tag-picker__chip--on' : ''}`}
              aria-pressed={isOn}
              disabled={!isOn && isFull}
              onClick={() => toggle(tag.id)}
            >
              {tag.label}
            </button>
          );
        })}
      </fieldset>
      <p className="tag-picker__count" aria-live="polite">
        {t`${selected.length} of ${max} chosen`}
      </p>
    </div>
  );
}
