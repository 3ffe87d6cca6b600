import { setImmediate as nextTurn } from 'node:timers/promises';
import { renderPortrait } from './demo/render-portrait';
import type { ImageProvider } from './image-provider';

/** Steps the demo model reports: composing the scene, then rasterising it. */
const DEMO_STEPS = 2;

/**
 * The embedded image model: an illustrated portrait of the character's look, drawn offline by
 * `renderPortrait`. It ignores the negative prompt, guidance and steps, which only a diffusion
 * model understands.
 */
export function createDemoImageProvider(): ImageProvider {
  return {
    modelName: 'demo',
    isDemo: true,
    async generate(request, { signal, onProgress }) {
      signal.throwIfAborted();
      onProgress?.({ done: 0, total: DEMO_STEPS });
      // Let a caller that aborts right after starting stop us before the CPU-bound drawing.
      await nextTurn();
      signal.throwIfAborted();
      onProgress?.({ done: 1, total: DEMO_STEPS });
      const bytes = await renderPortrait({
        look: request.look,
        prompt: request.prompt,
        width: request.width,
        height: request.height,
        seed: request.seed,
        format: request.format,
      });
      signal.throwIfAborted();
      onProgress?.({ done: DEMO_STEPS, total: DEMO_STEPS });
      return { bytes, contentType: request.format === 'webp' ? 'image/webp' : 'image/png' };
    },
  };
}
