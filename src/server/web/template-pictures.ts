import { buffer } from 'node:stream/consumers';
import { PHOTO_TEMPLATES } from '@contract/studio';
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

/** A preview card's size: 3:4 like the portrait photos, sharp at 2× in a phone's row. */
export const TEMPLATE_PICTURE_SIZE = { width: 240, height: 320 } as const;
/** Bumped with any change to how a preview is drawn here, so files of the old ones are not served. */
const TEMPLATE_PICTURE_VERSION = 1;

/** The one model every template preview shows; the template's prompt sets scene and outfit. */
export const TEMPLATE_MODEL_LOOK: PortraitLook = {
  style: 'realistic',
  gender: 'woman',
  race: 'caucasian',
  hairstyle: 'long wavy',
  hairColor: 'brown',
  eyeColor: 'hazel',
  body: 'average',
  breast: 'medium',
  clothing: '',
};

/** Where a redraw run keeps a template's preview, under its run's folder (art-redraw). */
export const redrawnTemplatePath = (id: string) => `templates/${id}.webp`;

/**
 * `GET /media/template/{id}.webp`: a photo template's preview, the template's prompt drawn by the
 * demo image model on one model look the first time it is asked for, then kept in media storage.
 * Once a redraw run was switched over (`redraw-art`), its preview is served instead.
 */
export function templatePictureRoutes(storage: MediaStorage): Hono {
  const routes = new Hono();
  routes.get('/:file{[a-z0-9-]{1,40}\\.webp}', async (c) => {
    const id = c.req.param('file').replace(/\.webp$/, '');
    const template = PHOTO_TEMPLATES.find((candidate) => candidate.id === id);
    if (!template) return c.text('Not found', 404);
    const runId = servedArtRun();
    const redrawn =
      runId === null ? null : await storage.get(redrawnKey(runId, redrawnTemplatePath(id)));
    const bytes = redrawn
      ? await buffer(redrawn.body)
      : await storedOrMade(
          storage,
          `templates/v${DEMO_DRAWING_VERSION}.${TEMPLATE_PICTURE_VERSION}/${id}.webp`,
          () =>
            renderPortrait({
              look: TEMPLATE_MODEL_LOOK,
              prompt: template.prompt,
              ...TEMPLATE_PICTURE_SIZE,
              seed: seedOfText(`template-${id}`),
              format: 'webp',
            }),
        );
    if (!bytes) return c.text('Not found', 404);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=604800',
      'x-content-type-options': 'nosniff',
    });
  });
  return routes;
}
