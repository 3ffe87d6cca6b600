import type { AutomaticFields } from '@contract/api/automatic-fields';
import type { ApiEnvelope, EndpointInput, EndpointOutput } from '@contract/api/endpoint';
import type { EndpointAt, EndpointPath } from '@contract/api/endpoints';
import { REQUEST_TIMEOUT_MS, SIGN_HEADER } from '@contract/constants';
import { API_CODE } from '@contract/envelope-codes';
import { signRequestBody } from '@contract/request-sign';
import ky, { HTTPError, TimeoutError } from 'ky';
import { ApiError } from './api-error';
import { httpErrorMessage, networkErrorMessage } from './http-error-message';
import { learnServerClock } from './server-clock';

export interface CallOptions {
  /** Suppresses the app-level toast for this call; the promise still rejects. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Asks the browser to finish the call even when the page is closing. */
  keepalive?: boolean;
  /**
   * For a call that spends: the key of the user's action, made once and sent again with each retry
   * of it, so the server charges the action once (see `createActionKeys`).
   */
  idempotencyKey?: string;
}

export interface ApiClientConfig {
  /** Where the API lives, e.g. `/api/`. */
  prefixUrl: string;
  secret: string;
  automaticFields(): AutomaticFields;
  /** Told about every failure, with the call's options; the place for app-wide reactions. */
  onError?(error: ApiError, options: CallOptions): void;
}

/** The params of the call at a path, without the automatic fields. */
export type CallParams<P extends EndpointPath> = EndpointInput<EndpointAt<P>>;
/** The `data` the call at a path answers. */
export type CallResult<P extends EndpointPath> = EndpointOutput<EndpointAt<P>>;

/**
 * Calls one endpoint, named by its path: `callApi(ENDPOINT_PATHS.getConfig, {})`. The params and
 * the answer are typed from the contract's endpoint at that path, so a path cannot be paired with
 * another endpoint's types. The table is imported as a type only: its zod schemas never reach the
 * browser bundle.
 */
export type ApiCall = <P extends EndpointPath>(
  path: P,
  params: CallParams<P>,
  options?: CallOptions,
) => Promise<CallResult<P>>;

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    return new ApiError('http', httpErrorMessage(error.response.status), error.response.status);
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', httpErrorMessage(408), 408);
  return new ApiError('network', networkErrorMessage());
}

/** The body of a call (its params plus the automatic fields) and the headers that sign it. */
export function signedRequest(config: ApiClientConfig, params: object, options: CallOptions = {}) {
  const key = options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {};
  const body = JSON.stringify({ ...config.automaticFields(), ...key, ...params });
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
  return async <P extends EndpointPath>(
    path: P,
    params: CallParams<P>,
    options: CallOptions = {},
  ) => {
    try {
      const response = await ky.post(path.slice(1), {
        prefixUrl: config.prefixUrl,
        ...signedRequest(config, params, options),
        timeout: REQUEST_TIMEOUT_MS,
        credentials: 'include',
        retry: 0,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      learnServerClock(response);
      const envelope = await response.json<ApiEnvelope>();
      if (envelope.code !== API_CODE.success) {
        throw new ApiError('code', envelope.msg, envelope.code, envelope.data ?? null);
      }
      return envelope.data as CallResult<P>;
    } catch (error) {
      // The caller went away (left the screen) and cancelled the call: nothing to report.
      if (options.signal?.aborted) throw error;
      const apiError = toApiError(error);
      config.onError?.(apiError, options);
      throw apiError;
    }
  };
}
