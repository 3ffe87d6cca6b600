import OpenAI from 'openai';
import { fitImage } from './fit-image';
import { type ImageProvider, ImageProviderError } from './image-provider';
import { nearestSize, type Size } from './nearest-size';

export interface OpenAiImagesOptions {
  /** The /v1 URL of an OpenAI-compatible images API. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The sizes the API takes; null when it takes any size. */
  sizes: Size[] | null;
  timeoutMs: number;
}

/** Maps the client's failures to ours: the job may retry a server error, a rate limit or a timeout. */
function providerError(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof ImageProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ImageProviderError('The images API did not answer in time', true, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ImageProviderError(`The images API is unreachable: ${error.message}`, true, {
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    const retryable = status >= 500 || status === 429 || status === 408;
    return new ImageProviderError(`The images API refused: ${error.message}`, retryable, {
      cause: error,
    });
  }
  return error;
}

/** Fetches a picture some servers link to instead of answering in base64 despite `response_format`. */
async function download(url: string, signal: AbortSignal): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
    if (response.ok) return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new ImageProviderError(
      `The images API's picture link failed: ${(error as Error).message}`,
      true,
      {
        cause: error,
      },
    );
  }
  throw new ImageProviderError(
    `The images API's picture link answered HTTP ${response.status}`,
    response.status >= 500,
  );
}

/**
 * Any OpenAI-compatible images API through the `openai` client. It has no negative prompt, seed,
 * guidance or steps, so only the prompt and the size are sent; a size the API does not take is
 * asked at the nearest one it does and cropped to fit.
 */
export function createOpenAiImagesProvider(options: OpenAiImagesOptions): ImageProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    // The generation job decides about retries; a hidden retry here would double its wait.
    maxRetries: 0,
  });
  // GPT image models always answer in base64 and refuse `response_format`.
  const asksForBase64 = !options.model.startsWith('gpt-image');

  return {
    modelName: options.model,
    isDemo: false,
    async generate(request, { signal, onProgress }) {
      signal.throwIfAborted();
      onProgress?.({ done: 0, total: 1 });
      const size = options.sizes ? nearestSize(options.sizes, request) : request;
      try {
        const answer = await client.images.generate(
          {
            model: options.model,
            prompt: request.prompt,
            size: `${size.width}x${size.height}`,
            n: 1,
            ...(asksForBase64 ? { response_format: 'b64_json' as const } : {}),
          },
          { signal },
        );
        const picture = answer.data?.[0];
        let bytes: Buffer;
        if (picture?.b64_json) {
          bytes = Buffer.from(picture.b64_json, 'base64');
        } else if (picture?.url) {
          bytes = await download(picture.url, signal);
        } else {
          throw new ImageProviderError('The images API answered without a picture', false);
        }
        const image = await fitImage(bytes, request);
        onProgress?.({ done: 1, total: 1 });
        return image;
      } catch (error) {
        throw providerError(error, signal);
      }
    },
  };
}
