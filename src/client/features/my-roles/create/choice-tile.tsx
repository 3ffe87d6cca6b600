import type { ReactNode } from 'react';

export interface ChoiceTileProps {
  /** Radios of one step share a name; checkboxes choose several. */
  type: 'radio' | 'checkbox';
  name: string;
  isChecked: boolean;
  isDisabled?: boolean;
  /** Called on every tap, a tap on the chosen one too (that one moves the wizard on). */
  onPick(): void;
  className?: string;
  children: ReactNode;
}

/**
 * One tappable choice: a real radio or checkbox (keyboard, screen readers and forms know it),
 * drawn as a tile by its label. The input lies invisible over the whole tile, so a tap anywhere
 * on it is a tap on the input.
 */
export function ChoiceTile({
  type,
  name,
  isChecked,
  isDisabled = false,
  onPick,
  className = 'option',
  children,
}: ChoiceTileProps) {
  return (
    <label
      className={`${className}${isChecked ? ` ${className}--selected` : ''}${isDisabled ? ` ${className}--disabled` : ''}`}
    >
      <input
        className="choice-input"
        type={type}
        name={name}
        checked={isChecked}
        disabled={isDisabled}
        onChange={() => {}}
        onClick={onPick}
      />
      {children}
    </label>
  );
}
