import type { Env } from '../../config/env';
import { createComfyUiVideoProvider } from './comfyui-video-provider';
import { createDemoVideoProvider } from './demo-video-provider';
import { createReplicateVideoProvider } from './replicate-video-provider';

/** One clip to make from a still picture. */
export interface VideoRequest {
  /** The source picture (PNG, JPEG or WebP). */
  image: Buffer;
  width: number;
  height: number;
  durationSeconds: number;
  seed: number;
}

export interface GeneratedVideo {
  bytes: Buffer;
  contentType: 'video/mp4' | 'video/webm';
}

export interface VideoProvider {
  readonly modelName: string;
  readonly isDemo: boolean;
  /**
   * Makes one clip of `width`×`height` lasting `durationSeconds`. Rejects with `VideoProviderError`
   * when the provider fails, or with the signal's reason once the caller aborts.
   */
  generate(
    request: VideoRequest,
    options: {
      signal: AbortSignal;
      onProgress?: (progress: { done: number; total: number }) => void;
    },
  ): Promise<GeneratedVideo>;
}

/** A provider failure; `retryable` says whether the job may try again. */
export class VideoProviderError extends Error {
  override name = 'VideoProviderError';

  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The configured video provider: ComfyUI with a video model, else Replicate, else the demo clip. */
export function createVideoProvider(env: Env): VideoProvider {
  if (env.COMFYUI_URL && env.COMFYUI_VIDEO_CHECKPOINT) {
    return createComfyUiVideoProvider({
      url: env.COMFYUI_URL,
      workflowFile: env.COMFYUI_VIDEO_WORKFLOW_FILE,
      checkpoint: env.COMFYUI_VIDEO_CHECKPOINT,
      timeoutMs: env.COMFYUI_VIDEO_TIMEOUT_MS,
      fps: env.COMFYUI_VIDEO_FPS,
    });
  }
  if (env.REPLICATE_API_TOKEN) {
    return createReplicateVideoProvider({
      apiToken: env.REPLICATE_API_TOKEN,
      model: env.REPLICATE_VIDEO_MODEL,
      baseUrl: env.REPLICATE_BASE_URL,
      timeoutMs: env.REPLICATE_TIMEOUT_MS,
      pollMs: env.REPLICATE_POLL_MS,
    });
  }
  return createDemoVideoProvider();
}
