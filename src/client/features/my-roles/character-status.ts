import type { CustomCharacterSummary } from '@contract/api/custom-character-endpoints';
import { CUSTOM_CHARACTER_STATUS, VISIBILITY } from '@contract/enums';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isBeingMade } from './use-my-characters';

/** What my roles shows of a character's state (spec §4 wording), and the next thing to do. */
export function characterStatus(i18n: I18n, item: CustomCharacterSummary) {
  if (isBeingMade(item.state)) {
    return {
      tone: 'busy' as const,
      label: i18n._(msg`Creating… ${item.progress}%`),
      action: i18n._(msg`See progress`),
    };
  }
  if (item.state === CUSTOM_CHARACTER_STATUS.createFail) {
    return {
      tone: 'failed' as const,
      label: i18n._(msg`Failed, coins refunded`),
      action: i18n._(msg`Try again for free`),
    };
  }
  if (item.state === CUSTOM_CHARACTER_STATUS.createSuccess) {
    return {
      tone: 'ready' as const,
      label: i18n._(msg`To be confirmed`),
      action: i18n._(msg`Review and confirm`),
    };
  }
  return {
    tone: 'done' as const,
    label:
      item.visibility === VISIBILITY.open
        ? i18n._(msg`Confirmed · public`)
        : i18n._(msg`Confirmed · private`),
    action: i18n._(msg`Chat`),
  };
}
