/** Photos per character: the portrait and three more; the last two are VIP-only. */
export const PHOTO_VARIANTS = [0, 1, 2, 3] as const;
const VIP_PHOTO_FROM = 2;

/** Public images of a seed photo: the sharp copy of a photo everyone sees, and every blurred copy. */
export const mediaId = (characterId: string, variant: number, blurred: boolean) =>
  `portrait-${characterId}-${variant}${blurred ? '-blurred' : ''}`;
export const photoId = (characterId: string, variant: number) => `${characterId}-photo-${variant}`;
/** VIP-only: others see the blurred copy. */
export const isLocked = (variant: number) => variant >= VIP_PHOTO_FROM;
