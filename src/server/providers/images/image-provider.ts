import type { Env } from '../../config/env';
import { createComfyUiProvider } from './comfyui-provider';
import type { PortraitLook } from './demo/render-portrait';
import { createDemoImageProvider } from './demo-image-provider';
import { createOpenAiImagesProvider } from './openai-images-provider';

/** One picture to draw. */
export interface ImageRequest {
  prompt: string;
  negativePrompt: string;
  width: number;
  height: number;
  seed: number;
  /** Classifier-free guidance ("creativity"), spec best range 5–13. */
  cfg: number;
  steps: number;
  /** The character's look, used by the demo model (and folded into the prompt by callers for others). */
  look: PortraitLook;
  format: 'png' | 'webp';
}

/** Sampling steps done so far, or a fraction scaled as done/total. */
export interface ImageProgress {
  done: number;
  total: number;
}

export interface GeneratedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/webp' | 'image/jpeg';
}

export interface ImageProvider {
  /** The name shown where a model name shows; the demo one is labelled "demo model" by the UI via isDemo. */
  readonly modelName: string;
  readonly isDemo: boolean;
  /**
   * Draws one picture of exactly `width`×`height` in `format`. Rejects with `ImageProviderError`
   * when the provider fails, or with the signal's reason once the caller aborts.
   */
  generate(
    request: ImageRequest,
    options: { signal: AbortSignal; onProgress?: (progress: ImageProgress) => void },
  ): Promise<GeneratedImage>;
}

/**
 * A provider failure; `retryable` says whether the job may try again (5xx, timeout, dropped
 * socket, out of memory) or not (4xx refusal, content refused, a broken workflow).
 */
export class ImageProviderError extends Error {
  override name = 'ImageProviderError';

  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The configured provider: ComfyUI, else an OpenAI-compatible images API, else the demo model. */
export function createImageProvider(env: Env): ImageProvider {
  if (env.COMFYUI_URL) {
    return createComfyUiProvider({
      url: env.COMFYUI_URL,
      workflowFile: env.COMFYUI_WORKFLOW_FILE,
      checkpoint: env.COMFYUI_CHECKPOINT,
      animeCheckpoint: env.COMFYUI_ANIME_CHECKPOINT,
      timeoutMs: env.COMFYUI_TIMEOUT_MS,
    });
  }
  if (env.IMAGES_API_BASE_URL) {
    return createOpenAiImagesProvider({
      baseUrl: env.IMAGES_API_BASE_URL,
      apiKey: env.IMAGES_API_KEY,
      model: env.IMAGES_MODEL,
      sizes: env.IMAGES_API_SIZES,
      timeoutMs: env.IMAGES_API_TIMEOUT_MS,
    });
  }
  return createDemoImageProvider();
}
