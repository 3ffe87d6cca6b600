import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createComfyHttp } from '../images/comfyui-http';
import { type ComfySocket, openComfySocket } from '../images/comfyui-socket';
import { fillWorkflow, readWorkflow } from '../images/comfyui-workflow';
import { ImageProviderError } from '../images/image-provider';
import { type GeneratedVideo, type VideoProvider, VideoProviderError } from './video-provider';
import { VIDEO_WORKFLOW } from './video-workflow';

export interface ComfyUiVideoOptions {
  url: string;
  workflowFile?: string;
  /** The video model's file (an SVD checkpoint by default), also shown as the model's name. */
  checkpoint: string;
  timeoutMs: number;
  /** Frames a second the workflow makes (SVD: 6–8; the clip's length sets the frame count). */
  fps: number;
}

const CANCEL_TIMEOUT_MS = 5_000;
/** Video models work on latents of an eighth of the frame, so sizes go to a multiple of 8. */
const toLatentSize = (pixels: number) => Math.ceil(pixels / 8) * 8;

const uploadedSchema = z.object({ name: z.string().min(1), subfolder: z.string().default('') });
const queuedSchema = z.object({ prompt_id: z.string().min(1) });
const fileSchema = z.object({
  filename: z.string(),
  subfolder: z.string().default(''),
  type: z.string().default('output'),
});
const historySchema = z.record(
  z.string(),
  z.object({
    outputs: z.record(
      z.string(),
      // SaveVideo and SaveWEBM list their file under `images`; Video Helper Suite under `gifs`.
      z.object({
        images: z.array(fileSchema).optional(),
        gifs: z.array(fileSchema).optional(),
        videos: z.array(fileSchema).optional(),
      }),
    ),
  }),
);

const VIDEO_TYPES: Record<string, GeneratedVideo['contentType']> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** ComfyUI's image errors (from the shared HTTP and socket helpers) as the video provider's. */
function asVideoError(error: unknown): unknown {
  return error instanceof ImageProviderError
    ? new VideoProviderError(error.message, error.retryable, { cause: error })
    : error;
}

/**
 * A ComfyUI server making clips: the source photo goes up with POST /upload/image, the filled
 * image-to-video workflow is queued with POST /prompt and followed on /ws, and the saved MP4 or
 * WebM is read from /history/{id} and fetched from /view.
 */
export function createComfyUiVideoProvider(options: ComfyUiVideoOptions): VideoProvider {
  const workflow = readWorkflow(options.workflowFile, VIDEO_WORKFLOW);
  const root = options.url.replace(/\/+$/, '');
  const http = createComfyHttp(root);

  async function upload(image: Buffer, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)]), `source-${randomUUID()}.png`);
    form.append('type', 'input');
    form.append('overwrite', 'true');
    let response: Response;
    try {
      response = await fetch(`${root}/upload/image`, { method: 'POST', body: form, signal });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new VideoProviderError(
        `ComfyUI /upload/image: no answer: ${(error as Error).message}`,
        true,
      );
    }
    if (!response.ok) {
      throw new VideoProviderError(
        `ComfyUI answered /upload/image with HTTP ${response.status}`,
        response.status >= 500 || response.status === 429,
      );
    }
    const uploaded = uploadedSchema.safeParse(await response.json().catch(() => null));
    if (!uploaded.success)
      throw new VideoProviderError('ComfyUI /upload/image named no file', true);
    const { name, subfolder } = uploaded.data;
    return subfolder ? `${subfolder}/${name}` : name;
  }

  async function savedClip(promptId: string, signal: AbortSignal): Promise<GeneratedVideo> {
    const history = historySchema.safeParse(
      await http.getJson(`/history/${encodeURIComponent(promptId)}`, signal),
    );
    const entry = history.success ? history.data[promptId] : undefined;
    if (!entry) throw new VideoProviderError(`ComfyUI has no history for prompt ${promptId}`, true);
    const files = Object.values(entry.outputs).flatMap((output) => [
      ...(output.videos ?? []),
      ...(output.gifs ?? []),
      ...(output.images ?? []),
    ]);
    const clip = files.find((file) => VIDEO_TYPES[file.filename.split('.').pop() ?? '']);
    if (!clip) {
      throw new VideoProviderError('The ComfyUI workflow saved no MP4 or WebM clip', false);
    }
    const { filename, subfolder, type } = clip;
    const bytes = await http.getBytes(
      `/view?${new URLSearchParams({ filename, subfolder, type })}`,
      signal,
    );
    return { bytes, contentType: VIDEO_TYPES[filename.split('.').pop() ?? ''] ?? 'video/mp4' };
  }

  return {
    modelName: options.checkpoint.replace(/\.(safetensors|ckpt|pt|pth|bin|gguf)$/i, ''),
    isDemo: false,
    async generate(request, { signal, onProgress }) {
      signal.throwIfAborted();
      const job = new AbortController();
      const timer = setTimeout(() => {
        const message = `ComfyUI did not finish the clip within ${options.timeoutMs} ms`;
        job.abort(new VideoProviderError(message, true));
      }, options.timeoutMs);
      const abort = () => job.abort(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      const clientId = randomUUID();
      let promptId: string | undefined;
      let socket: ComfySocket | undefined;
      try {
        const image = await upload(request.image, job.signal);
        socket = await openComfySocket(
          `${root.replace(/^http/, 'ws')}/ws?clientId=${clientId}`,
          job.signal,
        );
        const prompt = fillWorkflow(workflow, {
          image,
          width: toLatentSize(request.width),
          height: toLatentSize(request.height),
          frames: Math.max(1, Math.round(request.durationSeconds * options.fps)),
          fps: options.fps,
          seed: Math.abs(Math.trunc(request.seed)),
          checkpoint: options.checkpoint,
        });
        const queued = queuedSchema.safeParse(
          await http.postJson('/prompt', { prompt, client_id: clientId }, job.signal),
        );
        if (!queued.success) {
          throw new VideoProviderError('ComfyUI queued the prompt without a prompt_id', true);
        }
        promptId = queued.data.prompt_id;
        await socket.finished(promptId, onProgress);
        return await savedClip(promptId, job.signal);
      } catch (error) {
        if (promptId && !socket?.hasPromptEnded) {
          const cancelSignal = AbortSignal.timeout(CANCEL_TIMEOUT_MS);
          await Promise.allSettled([
            http.postJson('/queue', { delete: [promptId] }, cancelSignal),
            http.postJson('/interrupt', { prompt_id: promptId }, cancelSignal),
          ]);
        }
        throw asVideoError(job.signal.aborted ? job.signal.reason : error);
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', abort);
        socket?.close();
      }
    },
  };
}
