import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { CHARACTER_CARD_PATHS } from '@contract/api/character-card-paths';

/** Her lorebook's entries, in their order. */
export function listLorebook(
  params: CallParams<typeof CHARACTER_CARD_PATHS.lorebookList>,
  options?: CallOptions,
) {
  return callApi(CHARACTER_CARD_PATHS.lorebookList, params, options);
}

/** Adds an entry (no id) or rewrites one. */
export function saveLoreEntry(
  params: CallParams<typeof CHARACTER_CARD_PATHS.lorebookSave>,
  options?: CallOptions,
) {
  return callApi(CHARACTER_CARD_PATHS.lorebookSave, params, options);
}

export function deleteLoreEntry(
  params: CallParams<typeof CHARACTER_CARD_PATHS.lorebookDelete>,
  options?: CallOptions,
) {
  return callApi(CHARACTER_CARD_PATHS.lorebookDelete, params, options);
}
