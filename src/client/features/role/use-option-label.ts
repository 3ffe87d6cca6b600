import { withCatalogPart } from '@client/i18n/activate-locale';
import type { OptionStep } from '@contract/character-options';
import type { I18n } from '@lingui/core';
import { useEffect, useState } from 'react';

type OptionLabel = (i18n: I18n, step: OptionStep, id: string) => string;

// The wizard's names of the choices, and their texts (the `options` part): only a character
// someone created has them, so her page loads them then.
const loadOptionLabels = withCatalogPart(
  'options',
  () => import('../characters/character-option-labels'),
);

/** The words that name a created character's choices, once loaded; null until then. */
export function useOptionLabel(isNeeded: boolean): OptionLabel | null {
  const [label, setLabel] = useState<OptionLabel | null>(null);
  useEffect(() => {
    if (!isNeeded || label) return;
    let isCurrent = true;
    loadOptionLabels()
      .then((module) => {
        if (isCurrent) setLabel(() => module.optionLabel);
      })
      // Offline: her choices as the contract names them, rather than none.
      .catch(() => {
        if (isCurrent) setLabel(() => (_i18n: I18n, _step: OptionStep, id: string) => id);
      });
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, label]);
  return label;
}
