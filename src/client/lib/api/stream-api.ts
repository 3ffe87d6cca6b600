import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import type { ApiEnvelope } from '@contract/api/endpoint';
import type { EndpointPath } from '@contract/api/endpoints';
import { API_CODE } from '@contract/envelope-codes';
import { API_CONFIG } from './api';
import { type CallOptions, type CallParams, type CallResult, signedRequest } from './api-client';
import { ApiError } from './api-error';
import { httpErrorMessage, networkErrorMessage } from './http-error-message';
import { learnServerClock } from './server-clock';

/** Splits server-sent event blocks out of text as it arrives. */
function createEventParser(onEvent: (event: ChatStreamEvent) => void) {
  let buffer = '';
  return (text: string) => {
    buffer += text.replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.replace(/^data: ?/, ''))
        .join('\n');
      if (type && data) onEvent({ type, data: JSON.parse(data) } as ChatStreamEvent);
      end = buffer.indexOf('\n\n');
    }
  };
}

/**
 * Calls an endpoint asking for server-sent events. When the server streams, each event reaches
 * `onEvent` and the promise resolves with null at the end; when it answers plainly (a refusal, or
 * nothing to stream) the envelope is handled as by `callApi` and its data returned.
 */
export async function streamApi<P extends EndpointPath>(
  path: P,
  params: CallParams<P>,
  onEvent: (event: ChatStreamEvent) => void,
  options: CallOptions = {},
): Promise<CallResult<P> | null> {
  const { body, headers } = signedRequest(API_CONFIG, params, options);
  try {
    let response: Response;
    try {
      response = await fetch(new URL(path.slice(1), API_CONFIG.prefixUrl), {
        method: 'POST',
        body,
        credentials: 'include',
        headers: { ...headers, accept: 'text/event-stream' },
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError('network', networkErrorMessage());
    }
    learnServerClock(response);
    if (!response.ok)
      throw new ApiError('http', httpErrorMessage(response.status), response.status);
    if (!response.headers.get('content-type')?.includes('text/event-stream')) {
      const envelope = (await response.json()) as ApiEnvelope;
      if (envelope.code !== API_CODE.success)
        throw new ApiError('code', envelope.msg, envelope.code);
      return envelope.data as CallResult<P>;
    }
    const parse = createEventParser(onEvent);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parse(decoder.decode(value, { stream: true }));
    }
    return null;
  } catch (error) {
    if (error instanceof ApiError) API_CONFIG.onError?.(error, options);
    throw error;
  }
}
