import type { ApiCode } from '@contract/api-codes';

/** A refusal a handler throws; the router answers it as `{ code, msg, data: null }`. */
export class ApiFailure extends Error {
  constructor(
    readonly code: ApiCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
