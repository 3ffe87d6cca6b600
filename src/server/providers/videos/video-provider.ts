import type { Env } from '../../config/env';
import { createDemoVideoProvider } from './demo-video-provider';

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

/** The configured video provider; the embedded default is the demo pan-and-zoom clip. */
export function createVideoProvider(_env: Env): VideoProvider {
  return createDemoVideoProvider();
}
