import { ImageProviderError } from './image-provider';

/** Reads ComfyUI's refusal (`{error: {message, details}}` from POST /prompt) for the error message. */
function describeRefusal(body: string): string {
  try {
    const { error } = JSON.parse(body);
    if (typeof error === 'string') return error;
    if (error?.message) return `${error.message}${error.details ? `: ${error.details}` : ''}`;
  } catch {
    // Not JSON: the raw text says more than nothing.
  }
  return body.slice(0, 300) || 'no details';
}

/**
 * ComfyUI's HTTP calls, failing with `ImageProviderError`: retryable when the server is down,
 * answers 5xx (or 408, 429) or drops the connection halfway; not retryable for other 4xx, such as
 * a workflow it refuses. Once `signal` is aborted, they fail with its reason instead.
 */
export function createComfyHttp(root: string) {
  async function send<T>(
    path: string,
    init: RequestInit & { signal: AbortSignal },
    readBody: (response: Response) => Promise<T>,
  ): Promise<T> {
    const what = path.split('?')[0];
    const failed = (reason: string, error: unknown) => {
      if (init.signal.aborted) return init.signal.reason;
      return new ImageProviderError(
        `ComfyUI ${what}: ${reason}: ${(error as Error).message}`,
        true,
        {
          cause: error,
        },
      );
    };
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, init);
    } catch (error) {
      throw failed('no answer', error);
    }
    if (!response.ok) {
      const body = await response.text().catch(() => '');
      const retryable =
        response.status >= 500 || response.status === 408 || response.status === 429;
      throw new ImageProviderError(
        `ComfyUI answered ${what} with HTTP ${response.status}: ${describeRefusal(body)}`,
        retryable,
      );
    }
    try {
      return await readBody(response);
    } catch (error) {
      throw failed('unreadable answer', error);
    }
  }

  return {
    getJson: (path: string, signal: AbortSignal): Promise<unknown> =>
      send(path, { signal }, (response) => response.json()),
    getBytes: (path: string, signal: AbortSignal): Promise<Buffer> =>
      send(path, { signal }, async (response) => Buffer.from(await response.arrayBuffer())),
    /** POSTs JSON; answers the parsed body, or null when it is empty (as /interrupt's is). */
    postJson: (path: string, payload: unknown, signal: AbortSignal): Promise<unknown> =>
      send(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          signal,
        },
        async (response) => {
          const text = await response.text();
          return text ? JSON.parse(text) : null;
        },
      ),
  };
}
