import Replicate from 'replicate';
import { type GeneratedVideo, type VideoProvider, VideoProviderError } from './video-provider';

export interface ReplicateVideoOptions {
  apiToken: string;
  /** An image-to-video model, `owner/name` or `owner/name:version`, taking wan-2.2-i2v's inputs. */
  model: string;
  /** Replicate's API root; a test points it at a local fake. */
  baseUrl: string;
  timeoutMs: number;
  pollMs: number;
}

/** wan-2.2-i2v takes 81–100 frames at 5–24 frames a second: the clip's length picks both. */
const FRAMES = { min: 81, max: 100 } as const;
const FPS = { min: 5, max: 24 } as const;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The frames and frame rate closest to `seconds` within the model's limits. */
export function framesFor(seconds: number) {
  const fps = clamp(Math.round(FRAMES.min / seconds), FPS.min, FPS.max);
  return { fps, frames: clamp(Math.round(seconds * fps), FRAMES.min, FRAMES.max) };
}

/** Whether a failed call may be tried again: no answer, 408, 429 or 5xx. */
function isRetryable(error: unknown): boolean {
  const status = (error as { response?: { status?: number } }).response?.status;
  if (status === undefined) return !/Prediction failed/.test(String((error as Error).message));
  return status >= 500 || status === 408 || status === 429;
}

/**
 * A hosted image-to-video model on Replicate, through Replicate's own client (`replicate`): the
 * photo goes as a data URI with a motion prompt, the prediction is polled until it ends, and the
 * clip is fetched from the address it answers with.
 */
export function createReplicateVideoProvider(options: ReplicateVideoOptions): VideoProvider {
  const client = new Replicate({
    auth: options.apiToken,
    baseUrl: options.baseUrl,
    useFileOutput: false,
  });
  const [modelName = options.model] = options.model.split(':');
  return {
    modelName,
    isDemo: false,
    async generate(request, { signal, onProgress }) {
      signal.throwIfAborted();
      const job = AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]);
      const { frames, fps } = framesFor(request.durationSeconds);
      const image = `data:image/png;base64,${request.image.toString('base64')}`;
      let output: unknown;
      try {
        onProgress?.({ done: 0, total: 2 });
        output = await client.run(
          options.model as `${string}/${string}`,
          {
            input: {
              image,
              prompt: 'subtle natural movement, breathing, hair moving gently, soft smile',
              num_frames: frames,
              frames_per_second: fps,
              resolution: Math.min(request.width, request.height) >= 720 ? '720p' : '480p',
              seed: Math.abs(Math.trunc(request.seed)),
            },
            signal: job,
            wait: { mode: 'poll', interval: options.pollMs },
          },
          (prediction) => {
            if (prediction.status === 'processing') onProgress?.({ done: 1, total: 2 });
          },
        );
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw new VideoProviderError(
          `Replicate ${modelName}: ${(error as Error).message}`,
          isRetryable(error),
          { cause: error },
        );
      }
      if (job.aborted) {
        throw signal.aborted
          ? signal.reason
          : new VideoProviderError(`Replicate did not finish within ${options.timeoutMs} ms`, true);
      }
      const url = Array.isArray(output) ? output[0] : output;
      if (typeof url !== 'string') {
        throw new VideoProviderError(`Replicate ${modelName} answered no clip address`, false);
      }
      const response = await fetch(url, { signal: job }).catch((error: unknown) => {
        throw new VideoProviderError(
          `the clip could not be fetched: ${(error as Error).message}`,
          true,
        );
      });
      if (!response.ok) {
        throw new VideoProviderError(`the clip's address answered HTTP ${response.status}`, true);
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      const contentType: GeneratedVideo['contentType'] = url.split('?')[0]?.endsWith('.webm')
        ? 'video/webm'
        : 'video/mp4';
      onProgress?.({ done: 2, total: 2 });
      return { bytes, contentType };
    },
  };
}
