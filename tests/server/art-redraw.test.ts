import { buffer } from 'node:stream/consumers';
import { lookPictureUrl } from '@contract/character-options';
import { TEMPLATE_PICTURE_PATH } from '@contract/studio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config/env';
import { media } from '../../src/server/db/schema/media';
import { allArtItems } from '../../src/server/features/art-redraw/art-items';
import { servedArtRun } from '../../src/server/features/art-redraw/current-art';
import { runRedrawCommand } from '../../src/server/features/art-redraw/redraw-command';
import { createRedrawWorker } from '../../src/server/features/art-redraw/redraw-job';
import {
  describeRun,
  type RedrawServices,
  startOrResumeRun,
  workOnRun,
} from '../../src/server/features/art-redraw/redraw-run';
import { seedOfficialCatalogue } from '../../src/server/features/characters/seed/seed-catalogue';
import { publicMediaUrl } from '../../src/server/features/media/media-address';
import { createJobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/lib/logger';
import {
  createImageProvider,
  type ImageProvider,
} from '../../src/server/providers/images/image-provider';
import type { ModerationProvider } from '../../src/server/providers/moderation/moderation-provider';
import { type FakeComfyUi, startFakeComfyUi } from './helpers/fake-comfyui';
import { type FakeImagesApi, startFakeImagesApi } from './helpers/fake-images-api';
import { createTestApp, type TestApp } from './helpers/test-app';

const log = createLogger('silent');
const TOTAL = allArtItems().length;
/** A redraw draws every picture the app ships: a few hundred, each a real HTTP round trip. */
const RUN_TIMEOUT_MS = 300_000;

let t: TestApp;
let comfy: FakeComfyUi;
let imagesApi: FakeImagesApi;
beforeAll(async () => {
  t = await createTestApp();
  comfy = await startFakeComfyUi();
  imagesApi = await startFakeImagesApi();
});
afterAll(async () => {
  await comfy.close();
  await imagesApi.close();
  await t.close();
});

/** Moderation that sees pictures: it refuses the pictures whose turn is in `refuse` (1-based). */
function pictureModeration(refuse: number[]): ModerationProvider & { checked: number } {
  const moderation = {
    ...t.services.moderation,
    checked: 0,
    async checkPicture() {
      moderation.checked++;
      return refuse.includes(moderation.checked)
        ? ({ verdict: 'refused', category: 'sexual/minors', matched: 'test' } as const)
        : ({ verdict: 'allowed' } as const);
    },
  };
  return moderation;
}

/** A server copy's part in a redraw: its own job queue and redraw worker on the shared database. */
async function startCopy(images: ImageProvider, moderation: ModerationProvider) {
  const services: RedrawServices = {
    db: t.db,
    storage: t.services.storage,
    images,
    moderation,
    log,
  };
  const jobs = createJobQueue(t.database, log, { pollSeconds: 0.5 });
  const worker = createRedrawWorker(services, jobs);
  await jobs.start();
  await worker.start();
  return {
    services,
    worker,
    async stop() {
      await worker.stop();
      await jobs.stop();
    },
  };
}

const bytesAt = async (address: string) => {
  const response = await t.app.request(address);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

const ADDRESSES = {
  portrait: () => publicMediaUrl('portrait-mei-0'),
  blurred: () => publicMediaUrl('portrait-mei-3-blurred'),
  look: () => lookPictureUrl('anime', 'woman', 'body', 'curvy'),
  template: () => `${TEMPLATE_PICTURE_PATH}/beach-day.webp`,
};
const currentArt = async () => ({
  portrait: await bytesAt(ADDRESSES.portrait()),
  blurred: await bytesAt(ADDRESSES.blurred()),
  look: await bytesAt(ADDRESSES.look()),
  template: await bytesAt(ADDRESSES.template()),
});

/** The positive prompt ComfyUI was sent for the `index`th picture. */
const promptText = (index: number) => JSON.stringify(comfy.prompts[index]?.prompt ?? {});

describe('redraw-art', () => {
  it('refuses with only the demo image model: there is nothing to redraw with', async () => {
    const errors: string[] = [];
    const code = await runRedrawCommand(
      t.database,
      {
        db: t.db,
        storage: t.services.storage,
        images: createImageProvider(t.env),
        moderation: t.services.moderation,
        log,
      },
      ['redraw-art'],
      { info: () => {}, error: (line) => errors.push(line) },
    );
    expect(code).toBe(1);
    expect(errors.join('\n')).toMatch(
      /nothing to redraw with.*COMFYUI_URL or IMAGES_API_BASE_URL/s,
    );
    expect(await describeRun(t.db)).toBeNull();
  });

  it(
    'redraws everything with ComfyUI, resumes after a restart mid-run, and keeps the old art until the new is ready',
    async () => {
      const oldArt = await currentArt();
      const images = createImageProvider(
        parseEnv({
          COMFYUI_URL: comfy.url,
          COMFYUI_CHECKPOINT: 'RealVisXL_V5.0.safetensors',
          COMFYUI_ANIME_CHECKPOINT: 'animagine-xl-3.1.safetensors',
        }),
      );
      const moderation = pictureModeration([]);
      // Five pictures, then the GPU hangs on the sixth while the copy is stopped.
      comfy.script(...Array.from({ length: 5 }, () => ({ kind: 'succeed' as const, steps: 2 })), {
        kind: 'hang',
        afterSteps: 1,
      });
      const first = await startCopy(images, moderation);
      const runId = await startOrResumeRun(t.db, images);
      await first.worker.wake(runId);
      await expect.poll(() => comfy.prompts.length, { timeout: 60_000 }).toBe(6);
      expect((await describeRun(t.db, runId))?.done).toBe(5);
      // Mid-run the old pictures are served, on their old addresses.
      expect(servedArtRun()).toBeNull();
      expect(await currentArt()).toEqual(oldArt);

      await first.stop();
      const interrupted = await describeRun(t.db, runId);
      expect(interrupted).toMatchObject({ done: 5, failed: 0, total: TOTAL });
      expect(interrupted?.run).toMatchObject({ state: 'running', holder: null });

      // The restarted copy carries on from the sixth picture: the five done are not drawn again.
      comfy.script({ kind: 'succeed', steps: 2 });
      const second = await startCopy(images, moderation);
      try {
        await expect
          .poll(async () => (await describeRun(t.db, runId))?.run.state, {
            timeout: RUN_TIMEOUT_MS,
            interval: 500,
          })
          .toBe('switched');
      } finally {
        await second.stop();
      }
      expect(comfy.prompts.length).toBe(TOTAL + 1);
      expect(moderation.checked).toBe(TOTAL);
      expect(servedArtRun()).toBe(runId);

      // Each picture was asked for from its look and its style.
      const prompts = comfy.prompts.map((_, index) => promptText(index));
      const anime = prompts.filter((text) =>
        text.includes('"text":"anime illustration, cel shading'),
      );
      const realistic = prompts.filter((text) => text.includes('"text":"photo, photorealistic'));
      expect(anime.length).toBeGreaterThan(0);
      expect(realistic.length).toBeGreaterThan(0);
      expect(anime.length + realistic.length).toBe(prompts.length);
      // Each style with its own checkpoint.
      expect(anime.every((text) => text.includes('animagine-xl-3.1.safetensors'))).toBe(true);
      expect(realistic.every((text) => text.includes('RealVisXL_V5.0.safetensors'))).toBe(true);
      expect(prompts.every((text) => text.includes('adult'))).toBe(true);
      // Drawn at the model's own area in the picture's shape (a 512×768 photo at 832×1248).
      const latent = Object.values(comfy.prompts[0]?.prompt ?? {}).find(
        (node) => node.class_type === 'EmptyLatentImage',
      );
      expect(latent?.inputs).toMatchObject({ width: 832, height: 1248 });

      // The new art is served everywhere, the catalogue's on new addresses.
      expect(ADDRESSES.portrait()).toContain(`.r${runId}`);
      const newArt = await currentArt();
      for (const name of Object.keys(oldArt) as (keyof typeof oldArt)[]) {
        expect(newArt[name].equals(oldArt[name])).toBe(false);
      }
      const [portraitRow] = await t.db.select().from(media).where(eq(media.id, 'portrait-mei-0'));
      const stored = await t.services.storage.get(portraitRow?.storageKey ?? '');
      expect(stored && (await buffer(stored.body)).equals(newArt.portrait)).toBe(true);

      // A restart seeds the catalogue again: the redrawn pictures stay.
      await seedOfficialCatalogue(t.db);
      const [reseeded] = await t.db.select().from(media).where(eq(media.id, 'portrait-mei-0'));
      expect(reseeded?.storageKey).toBe(`redrawn/r${runId}/seed/mei-0.webp`);
    },
    RUN_TIMEOUT_MS * 2,
  );

  it(
    'with an images API, retries a failed picture, reports one moderation refused, and redraws it on the next run',
    async () => {
      const servedBefore = servedArtRun();
      const artBefore = await currentArt();
      const images = createImageProvider(
        parseEnv({
          IMAGES_API_BASE_URL: imagesApi.baseUrl,
          IMAGES_API_KEY: 'sk-test',
          IMAGES_MODEL: 'flux-dev',
        }),
      );
      // The first answer is a server error (tried again), the third picture is refused.
      imagesApi.script({ kind: 'status', status: 500 }, { kind: 'picture' });
      const moderation = pictureModeration([3]);
      const copy = await startCopy(images, moderation);
      const lines: string[] = [];
      try {
        const runId = await startOrResumeRun(t.db, images);
        expect(runId).not.toBe(servedBefore);
        await copy.worker.wake(runId);
        await expect
          .poll(async () => (await describeRun(t.db, runId))?.run.state, {
            timeout: RUN_TIMEOUT_MS,
            interval: 500,
          })
          .toBe('failed');
        const failed = await describeRun(t.db, runId);
        expect(failed).toMatchObject({ done: TOTAL - 1, failed: 1, pending: 0 });
        expect(failed?.failures[0]?.error).toMatch(/refused by moderation/);
        expect(imagesApi.requests.length).toBe(TOTAL + 1);
        // Nothing of the unfinished run is served.
        expect(servedArtRun()).toBe(servedBefore);
        expect(await currentArt()).toEqual(artBefore);

        await runRedrawCommand(t.database, copy.services, ['redraw-art', 'status'], {
          info: (line) => lines.push(line),
          error: (line) => lines.push(line),
        });
        expect(lines.join('\n')).toContain(`${TOTAL - 1} of ${TOTAL} pictures done, 1 failed`);
        expect(lines.join('\n')).toContain(`failed: ${failed?.failures[0]?.key}`);

        // Started again, the run draws only the refused picture, then switches over.
        expect(await startOrResumeRun(t.db, images)).toBe(runId);
        await copy.worker.wake(runId);
        await expect
          .poll(async () => (await describeRun(t.db, runId))?.run.state, {
            timeout: 60_000,
            interval: 200,
          })
          .toBe('switched');
        expect(imagesApi.requests.length).toBe(TOTAL + 2);
        expect(servedArtRun()).toBe(runId);
      } finally {
        await copy.stop();
      }
    },
    RUN_TIMEOUT_MS * 2,
  );

  it(
    'as a command, prints its progress until the new art is served; two copies never draw one picture twice',
    async () => {
      const images = createImageProvider(parseEnv({ COMFYUI_URL: comfy.url }));
      const services: RedrawServices = {
        db: t.db,
        storage: t.services.storage,
        images,
        moderation: pictureModeration([]),
        log,
      };
      comfy.script({ kind: 'succeed', steps: 1 });
      const before = comfy.prompts.length;
      const lines: string[] = [];
      const code = await runRedrawCommand(t.database, services, ['redraw-art'], {
        info: (line) => lines.push(line),
        error: (line) => lines.push(line),
      });
      expect(code).toBe(0);
      expect(lines[0]).toMatch(/^Redrawing with v1-5-pruned-emaonly \(run \d+\)/);
      expect(lines).toContain(`${TOTAL}/${TOTAL} done`);
      expect(lines.at(-1)).toBe('The new art is served.');
      expect(comfy.prompts.length - before).toBe(TOTAL);

      // Two copies take the same run at once: the lease gives it to one, the other waits.
      const runId = await startOrResumeRun(t.db, images);
      const drawnBefore = comfy.prompts.length;
      const never = new AbortController().signal;
      const outcomes = await Promise.all([
        workOnRun(services, runId, 'copy-a', never),
        workOnRun(services, runId, 'copy-b', never),
      ]);
      expect(outcomes.sort()).toEqual(['held elsewhere', 'switched']);
      expect(comfy.prompts.length - drawnBefore).toBe(TOTAL);
      expect(servedArtRun()).toBe(runId);
    },
    RUN_TIMEOUT_MS * 2,
  );
});
