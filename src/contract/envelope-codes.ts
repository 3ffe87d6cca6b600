/** Answer codes of the `{ code, msg, data }` envelope (spec §8). */
export const API_CODE = {
  success: 0,
  badParams: 1000,
  uriNotFound: 1001,
  signatureFailed: 1002,
  loginNeeded: 1003,
  regionError: 1007,
} as const;
