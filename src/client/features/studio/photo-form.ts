import { CFG_RANGE, type Clarity, type PhotoSize } from '@contract/studio';
import { atom } from 'jotai';

/** What the photo generator's fields hold (spec §3 photo generation fields). */
export interface PhotoForm {
  characterId: string;
  templateId: string | null;
  prompt: string;
  negativePrompt: string;
  size: PhotoSize;
  cfg: number;
  clarity: Clarity;
  isPrivate: boolean;
}

const EMPTY_PHOTO_FORM: PhotoForm = {
  characterId: '',
  templateId: null,
  prompt: '',
  negativePrompt: '',
  size: 'portrait',
  cfg: CFG_RANGE.default,
  clarity: 'standard',
  isPrivate: false,
};

/**
 * The generator's fields, kept while the app is open: going from a result back to the form finds
 * them as they were, to change one word and draw again.
 */
export const photoFormAtom = atom<PhotoForm>(EMPTY_PHOTO_FORM);
