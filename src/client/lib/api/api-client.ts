import type { AutomaticFields } from '@contract/api/automatic-fields';
import type {
  ApiEnvelope,
  EndpointDefinition,
  EndpointInput,
  EndpointOutput,
} from '@contract/api/endpoint';
import { API_CODE } from '@contract/api-codes';
import { REQUEST_TIMEOUT_MS, SIGN_HEADER } from '@contract/constants';
import { signRequestBody } from '@contract/request-sign';
import ky, { HTTPError, TimeoutError } from 'ky';
import { ApiError } from './api-error';
import { httpErrorMessage, networkErrorMessage } from './http-error-message';

export interface CallOptions {
  /** Suppresses the app-level toast for this call; the promise still rejects. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Asks the browser to finish the call even when the page is closing. */
  keepalive?: boolean;
}

export interface ApiClientConfig {
  /** Where the API lives, e.g. `/api/`. */
  prefixUrl: string;
  secret: string;
  automaticFields(): AutomaticFields;
  /** Told about every failure, with the call's options; the place for app-wide reactions. */
  onError?(error: ApiError, options: CallOptions): void;
}

/**
 * Calls one endpoint: `callApi<typeof getConfigEndpoint>(ENDPOINT_PATHS.getConfig, {})`. The
 * definition is imported as a type only, so its zod schemas never reach the browser bundle.
 */
export type ApiCall = <E extends EndpointDefinition>(
  path: E['path'],
  params: EndpointInput<E>,
  options?: CallOptions,
) => Promise<EndpointOutput<E>>;

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    return new ApiError('http', httpErrorMessage(error.response.status), error.response.status);
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', httpErrorMessage(408), 408);
  return new ApiError('network', networkErrorMessage());
}

/** The body of a call (its params plus the automatic fields) and the headers that sign it. */
export function signedRequest(config: ApiClientConfig, params: object) {
  const body = JSON.stringify({ ...config.automaticFields(), ...params });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SIGN_HEADER]: signRequestBody(body, config.secret),
    },
  };
}

/**
 * The transport of spec §7: POST with the automatic fields, signed, 60 s timeout, credentials
 * always sent. It shows nothing; failures reject with a typed `ApiError` and reach `onError`.
 */
export function createApiClient(config: ApiClientConfig): ApiCall {
  return async <E extends EndpointDefinition>(
    path: E['path'],
    params: EndpointInput<E>,
    options: CallOptions = {},
  ) => {
    try {
      const envelope = await ky
        .post(path.slice(1), {
          prefixUrl: config.prefixUrl,
          ...signedRequest(config, params),
          timeout: REQUEST_TIMEOUT_MS,
          credentials: 'include',
          retry: 0,
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.keepalive ? { keepalive: true } : {}),
        })
        .json<ApiEnvelope>();
      if (envelope.code !== API_CODE.success) {
        throw new ApiError('code', envelope.msg, envelope.code);
      }
      return envelope.data as EndpointOutput<E>;
    } catch (error) {
      // The caller went away (left the screen) and cancelled the call: nothing to report.
      if (options.signal?.aborted) throw error;
      const apiError = toApiError(error);
      config.onError?.(apiError, options);
      throw apiError;
    }
  };
}
