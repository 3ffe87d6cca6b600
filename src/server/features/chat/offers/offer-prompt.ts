import { PHOTO_OFFER_RULES } from '@contract/photo-offers';

/**
 * What the chat model is told about offering a photo (Marinara's `[selfie: …]` command): the
 * server takes the command out of her text and shows the user a card they may open for coins.
 */
export const SELFIE_OFFER_INSTRUCTION = [
  'When the moment really calls for it (the user wonders how you look, or what you are doing,',
  'wearing or seeing right now), you may offer a photo of yourself: end your reply with',
  '[selfie: a short line, in your own voice and in the language of your reply, saying what the',
  `photo shows, under ${PHOTO_OFFER_RULES.maxLine} characters].`,
  'At most one per reply, rarely, and never in most replies. The user chooses whether to open it.',
].join(' ');
