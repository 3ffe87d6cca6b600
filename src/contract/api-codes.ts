/** Answer codes of the `{ code, msg, data }` envelope (spec §8). */
export const API_CODE = {
  success: 0,
  badParams: 1000,
  uriNotFound: 1001,
  signatureFailed: 1002,
  loginNeeded: 1003,
  regionError: 1007,
} as const;

export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

/**
 * Code of the envelope sent with HTTP 500 when the server itself fails. It is not one of the spec's
 * codes on purpose: clients treat any HTTP 5xx by its status, never by this number.
 */
export const INTERNAL_ERROR_CODE = 500;
