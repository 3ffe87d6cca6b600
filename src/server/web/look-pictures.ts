import { buffer } from 'node:stream/consumers';
import {
  type Gender,
  optionFromPictureFile,
  optionsFor,
  PICTURED_STEPS,
} from '@contract/character-options';
import { Hono } from 'hono';
import { redrawnKey, servedArtRun } from '../features/art-redraw/current-art';
import { storedOrMade } from '../features/media/media-bytes';
import {
  DEMO_DRAWING_VERSION,
  type PortraitLook,
  renderPortrait,
} from '../providers/images/demo/render-portrait';
import { seedOfText } from '../providers/images/demo/seeded-random';
import type { MediaStorage } from '../providers/storage/media-storage';

/** The size of a wizard choice's picture: the portrait's own 2:3, sharp at 2× in a phone's grid. */
export const LOOK_PICTURE_SIZE = { width: 240, height: 360 } as const;
/**
 * Bumped with any change to how a choice is drawn here (size, base look, colours), so files of the
 * old pictures are not served; the demo model's own version is in the key too.
 */
const LOOK_PICTURE_VERSION = 2;
/** Each choice gets its own backdrop colour, so neighbouring tiles tell apart at a glance. */
const TILE_ACCENTS = ['#7b3fa0', '#c2185b', '#1d6fa5', '#2e7d5b', '#b8452f', '#d18f1f', '#37474f'];

/** Who the pictures show when only one of her features is chosen. */
const BASE_LOOKS: Record<Gender, Omit<PortraitLook, 'style'>> = {
  woman: {
    gender: 'woman',
    race: 'caucasian',
    hairstyle: 'long wavy',
    hairColor: 'brown',
    eyeColor: 'hazel',
    body: 'average',
    breast: 'medium',
    clothing: 'casual t-shirt',
  },
  man: {
    gender: 'man',
    race: 'caucasian',
    hairstyle: 'short crop',
    hairColor: 'dark brown',
    eyeColor: 'brown',
    body: 'athletic',
    clothing: 'casual t-shirt',
  },
};

type PicturedStep = (typeof PICTURED_STEPS)[number] | 'style';
const STYLES = ['realistic', 'anime'] as const;
const GENDERS = ['woman', 'man'] as const;

const isStyle = (value: string): value is PortraitLook['style'] =>
  value === 'realistic' || value === 'anime';
const isGender = (value: string): value is Gender => value === 'woman' || value === 'man';
const isPicturedStep = (value: string): value is PicturedStep =>
  value === 'style' || (PICTURED_STEPS as readonly string[]).includes(value);

/** Whether the wizard offers `option` at `step` to a character of `gender`. */
function isOffered(step: PicturedStep, option: string, gender: Gender): boolean {
  if (step === 'style') return isStyle(option);
  return optionsFor(step, gender).some((choice) => choice.id === option);
}

/** The look a wizard choice's picture shows: the base look with that one feature changed. */
export function lookOfChoice(
  style: PortraitLook['style'],
  gender: Gender,
  step: PicturedStep,
  option: string,
): PortraitLook {
  const drawnStyle = step === 'style' ? (option as PortraitLook['style']) : style;
  const accent = TILE_ACCENTS[seedOfText(option) % TILE_ACCENTS.length] as string;
  const look: PortraitLook = { ...BASE_LOOKS[gender], style: drawnStyle, accent };
  if (step !== 'style') look[step] = option;
  return look;
}

/** Every wizard choice that has a picture, as its address names it. */
export function allLookChoices() {
  const choices: Array<{
    style: PortraitLook['style'];
    gender: Gender;
    step: PicturedStep;
    option: string;
  }> = [];
  for (const style of STYLES) {
    for (const gender of GENDERS) {
      for (const option of STYLES) choices.push({ style, gender, step: 'style', option });
      for (const step of PICTURED_STEPS) {
        for (const choice of optionsFor(step, gender)) {
          choices.push({ style, gender, step, option: choice.id });
        }
      }
    }
  }
  return choices;
}

/** Where a redraw run keeps a choice's picture, under its run's folder (art-redraw). */
export function redrawnLookPath(choice: {
  style: string;
  gender: string;
  step: string;
  file: string;
}) {
  return `looks/${choice.style}/${choice.gender}/${choice.step}/${choice.file}`;
}

/**
 * `GET /media/look/{style}/{gender}/{step}/{option}.webp`: the picture of one wizard choice, drawn
 * by the demo image model (the same look with that one feature changed) the first time it is
 * asked for, then kept in media storage. Only the wizard's own choices are drawn. Once a redraw
 * run was switched over (`redraw-art`), its picture is served instead.
 */
export function lookPictureRoutes(storage: MediaStorage): Hono {
  const routes = new Hono();
  routes.get('/:style/:gender/:step/:file{[a-z_-]{1,40}\\.webp}', async (c) => {
    const { style, gender, step, file } = c.req.param();
    const option = optionFromPictureFile(file);
    if (!isStyle(style) || !isGender(gender) || !isPicturedStep(step)) {
      return c.text('Not found', 404);
    }
    if (!isOffered(step, option, gender)) return c.text('Not found', 404);
    const look = lookOfChoice(style, gender, step, option);
    const slug = `${look.style}-${gender}-${step}-${file.replace(/\.webp$/, '')}`;
    const runId = servedArtRun();
    const redrawn =
      runId === null ? null : await storage.get(redrawnKey(runId, redrawnLookPath(c.req.param())));
    const bytes = redrawn
      ? await buffer(redrawn.body)
      : await storedOrMade(
          storage,
          `looks/v${DEMO_DRAWING_VERSION}.${LOOK_PICTURE_VERSION}/${slug}.webp`,
          () =>
            renderPortrait({
              look,
              prompt: '',
              ...LOOK_PICTURE_SIZE,
              seed: seedOfText(`look-${gender}`),
              format: 'webp',
            }),
        );
    if (!bytes) return c.text('Not found', 404);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      // The address names what is drawn and the drawing version is in the stored key.
      'cache-control': 'public, max-age=604800',
      'x-content-type-options': 'nosniff',
    });
  });
  return routes;
}
