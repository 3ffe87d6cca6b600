import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { CHARACTER_CARD_PATHS } from '@contract/api/character-card-paths';

/** One of my characters as a card file (V3 PNG carrying V2 too, or V3 JSON). */
export function exportCard(
  params: CallParams<typeof CHARACTER_CARD_PATHS.characterCardExport>,
  options?: CallOptions,
) {
  return callApi(CHARACTER_CARD_PATHS.characterCardExport, params, options);
}
