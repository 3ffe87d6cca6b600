/**
 * Stored keys of pictures redrawn by a real model (`npm run support -- redraw-art`) start so; the
 * catalogue seed leaves such a key in place. Kept here, beside the seed, so the redraw feature
 * depends on the catalogue and not the other way round.
 */
export const REDRAWN_KEY_PREFIX = 'redrawn/';
