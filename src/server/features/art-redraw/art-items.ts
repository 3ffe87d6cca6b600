import { PHOTO_TEMPLATES } from '@contract/studio';
import { seedOfText } from '../../providers/images/demo/seeded-random';
import {
  allLookChoices,
  LOOK_PICTURE_SIZE,
  lookOfChoice,
  redrawnLookPath,
} from '../../web/look-pictures';
import {
  redrawnTemplatePath,
  TEMPLATE_MODEL_LOOK,
  TEMPLATE_PICTURE_SIZE,
} from '../../web/template-pictures';
import { OFFICIAL_CHARACTERS } from '../characters/seed/official-characters';
import { PHOTO_VARIANTS, photoId } from '../characters/seed/photo-ids';
import { SEED_PHOTO_SIZE, seedScene } from '../characters/seed/seed-portraits';
import type { ArtSubject } from './art-prompts';

/** A wizard choice's or template's model: any adult's age reads the same at thumbnail size. */
const MODEL_AGE = 25;

/** One picture a redraw draws, and where its run keeps it (paths under the run's folder). */
export interface ArtItem {
  /** Its name in the run's rows and in `redraw-art status`. */
  key: string;
  subject: ArtSubject;
  size: { width: number; height: number };
  seed: number;
  /** Where the sharp picture goes, and its blurred copy for a catalogue photo. */
  path: string;
  blurredPath?: string;
  /** A catalogue photo's row: its media rows switch to the new files at the end of the run. */
  photoId?: string;
}

/**
 * The catalogue's photos (the landing pages' heroes among them: they are catalogue portraits),
 * each with her own look and the variant's scene.
 */
function catalogueItems(): ArtItem[] {
  return OFFICIAL_CHARACTERS.flatMap((character) =>
    PHOTO_VARIANTS.map((variant) => {
      const scene = seedScene(character.gender, variant);
      return {
        key: `catalogue/${character.id}/${variant}`,
        subject: {
          look: {
            style: character.style,
            gender: character.gender,
            race: character.race,
            hairstyle: character.hairstyle,
            hairColor: character.hairColor,
            eyeColor: character.eyeColor,
            body: character.body,
            breast: character.gender === 'woman' ? character.breast : undefined,
            hips: character.gender === 'woman' ? character.hips : undefined,
            clothing: scene.clothing ?? character.clothing,
          },
          age: character.age,
          scene: scene.prompt,
        },
        size: SEED_PHOTO_SIZE,
        seed: seedOfText(`${character.id}-${variant}`),
        path: `seed/${character.id}-${variant}.webp`,
        blurredPath: `seed/${character.id}-${variant}-blurred.webp`,
        photoId: photoId(character.id, variant),
      };
    }),
  );
}

/** The wizard's choice pictures, each the base look with one feature changed. */
function lookItems(): ArtItem[] {
  return allLookChoices().map(({ style, gender, step, option }) => {
    const file = `${option.replace(/ /g, '_')}.webp`;
    return {
      key: `looks/${style}/${gender}/${step}/${option}`,
      subject: { look: lookOfChoice(style, gender, step, option), age: MODEL_AGE, scene: '' },
      size: LOOK_PICTURE_SIZE,
      seed: seedOfText(`look-${gender}`),
      path: redrawnLookPath({ style, gender, step, file }),
    };
  });
}

/** The studio's photo templates' previews. */
function templateItems(): ArtItem[] {
  return PHOTO_TEMPLATES.map((template) => ({
    key: `templates/${template.id}`,
    subject: { look: TEMPLATE_MODEL_LOOK, age: MODEL_AGE, scene: template.prompt },
    size: TEMPLATE_PICTURE_SIZE,
    seed: seedOfText(`template-${template.id}`),
    path: redrawnTemplatePath(template.id),
  }));
}

/** Everything a redraw draws, in a stable order. */
export function allArtItems(): ArtItem[] {
  return [...catalogueItems(), ...lookItems(), ...templateItems()];
}
