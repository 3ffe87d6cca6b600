/** Why a call failed: the server's answer code, an HTTP status, or no answer at all. */
export type ApiErrorKind = 'code' | 'http' | 'network' | 'timeout';

/** Every failed API call rejects with this; `message` is ready to show. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The envelope code for `code`, the HTTP status for `http` and `timeout`. */
    readonly code: number | null = null,
    /** The envelope's `data` of a refusal that carries a detail (api-codes.ts), else null. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
