/**
 * Paths of character cards and lorebooks. Apart from `ENDPOINT_PATHS` because only her page and
 * the lorebook editor call them: other first loads skip them.
 */
export const CHARACTER_CARD_PATHS = {
  characterCardExport: '/v1/custom-character/card/export',
  lorebookList: '/v1/custom-character/lorebook',
  lorebookSave: '/v1/custom-character/lorebook/save',
  lorebookDelete: '/v1/custom-character/lorebook/delete',
} as const;
