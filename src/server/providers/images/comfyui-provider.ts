import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createComfyHttp } from './comfyui-http';
import { type ComfySocket, openComfySocket } from './comfyui-socket';
import { fillWorkflow, readWorkflow, type WorkflowValues } from './comfyui-workflow';
import { fitImage } from './fit-image';
import { type ImageProvider, ImageProviderError, type ImageRequest } from './image-provider';

export interface ComfyUiOptions {
  /** The server's root, such as http://127.0.0.1:8188 (a path prefix behind a proxy is kept). */
  url: string;
  /** An API-format workflow with placeholders; unset uses comfyui-workflow.json. */
  workflowFile?: string;
  /** The file name `{{checkpoint}}` becomes, also shown as the model's name. */
  checkpoint: string;
  /** The checkpoint for pictures in the anime style, when one model does not draw both well. */
  animeCheckpoint?: string;
  /** Longest a whole job may take, from connecting to the picture's last byte. */
  timeoutMs: number;
}

/** How long the best-effort cancel after a timeout, an abort or a dropped socket may take. */
const CANCEL_TIMEOUT_MS = 5_000;
/** Stable Diffusion's latent is an eighth of the picture, so sizes go up to a multiple of 8. */
const LATENT_SCALE = 8;

const queuedSchema = z.object({ prompt_id: z.string().min(1) });
const historySchema = z.record(
  z.string(),
  z.object({
    outputs: z.record(
      z.string(),
      z.object({
        images: z
          .array(
            z.object({
              filename: z.string(),
              subfolder: z.string().default(''),
              type: z.string().default('output'),
            }),
          )
          .optional(),
      }),
    ),
  }),
);

const toLatentSize = (pixels: number) => Math.ceil(pixels / LATENT_SCALE) * LATENT_SCALE;

function valuesFor(request: ImageRequest, checkpoint: string): WorkflowValues {
  return {
    prompt: request.prompt,
    negative_prompt: request.negativePrompt,
    width: toLatentSize(request.width),
    height: toLatentSize(request.height),
    // KSampler takes a seed from 0 to 2^64-1 only.
    seed: Math.abs(Math.trunc(request.seed)),
    cfg: request.cfg,
    steps: request.steps,
    checkpoint,
  };
}

/**
 * A ComfyUI server over its HTTP + WebSocket API (see script_examples/websockets_api_example.py):
 * open /ws, POST /prompt with the filled workflow, follow progress until it reports the prompt
 * done, then read /history/{id} and fetch the saved picture from /view.
 */
export function createComfyUiProvider(options: ComfyUiOptions): ImageProvider {
  const workflow = readWorkflow(options.workflowFile);
  const root = options.url.replace(/\/+$/, '');
  const http = createComfyHttp(root);

  /** Takes the prompt off the queue and stops it if running (ComfyUI skips an interrupt for another prompt). */
  async function cancel(promptId: string) {
    const signal = AbortSignal.timeout(CANCEL_TIMEOUT_MS);
    await Promise.allSettled([
      http.postJson('/queue', { delete: [promptId] }, signal),
      http.postJson('/interrupt', { prompt_id: promptId }, signal),
    ]);
  }

  async function savedPicture(promptId: string, signal: AbortSignal): Promise<Buffer> {
    const history = historySchema.safeParse(
      await http.getJson(`/history/${encodeURIComponent(promptId)}`, signal),
    );
    const entry = history.success ? history.data[promptId] : undefined;
    if (!entry) throw new ImageProviderError(`ComfyUI has no history for prompt ${promptId}`, true);
    const images = Object.values(entry.outputs).flatMap((output) => output.images ?? []);
    // SaveImage writes to "output"; PreviewImage's "temp" files are a fallback only.
    const image = images.find((item) => item.type === 'output') ?? images[0];
    if (!image) {
      throw new ImageProviderError('The ComfyUI workflow saved no picture (no SaveImage?)', false);
    }
    const { filename, subfolder, type } = image;
    return http.getBytes(`/view?${new URLSearchParams({ filename, subfolder, type })}`, signal);
  }

  return {
    modelName: options.checkpoint.replace(/\.(safetensors|ckpt|pt|pth|bin|gguf)$/i, ''),
    isDemo: false,
    async generate(request, { signal, onProgress }) {
      signal.throwIfAborted();
      // One signal for the whole job: the caller's abort or our timeout, whichever comes first.
      const job = new AbortController();
      const timer = setTimeout(() => {
        const message = `ComfyUI did not finish within ${options.timeoutMs} ms`;
        job.abort(new ImageProviderError(message, true));
      }, options.timeoutMs);
      const abort = () => job.abort(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      const clientId = randomUUID();
      let promptId: string | undefined;
      let socket: ComfySocket | undefined;
      try {
        // Opened before queuing, so a prompt that finishes at once is not missed.
        socket = await openComfySocket(
          `${root.replace(/^http/, 'ws')}/ws?clientId=${clientId}`,
          job.signal,
        );
        const checkpoint =
          request.look.style === 'anime' && options.animeCheckpoint
            ? options.animeCheckpoint
            : options.checkpoint;
        const prompt = fillWorkflow(workflow, valuesFor(request, checkpoint));
        const queued = queuedSchema.safeParse(
          await http.postJson('/prompt', { prompt, client_id: clientId }, job.signal),
        );
        if (!queued.success) {
          throw new ImageProviderError('ComfyUI queued the prompt without a prompt_id', true);
        }
        promptId = queued.data.prompt_id;
        await socket.finished(promptId, onProgress);
        return await fitImage(await savedPicture(promptId, job.signal), request);
      } catch (error) {
        // A prompt still queued or running would keep the GPU busy for a picture nobody reads.
        if (promptId && !socket?.hasPromptEnded) await cancel(promptId);
        throw job.signal.aborted ? job.signal.reason : error;
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', abort);
        socket?.close();
      }
    },
  };
}
