import type { ApiCode } from '@contract/api-codes';

/**
 * A refusal a handler throws; the router answers it as `{ code, msg, data }`. `data` is null but
 * for the few refusals whose wording needs a detail (a date), typed in `api-codes.ts`.
 */
export class ApiFailure extends Error {
  constructor(
    readonly code: ApiCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
