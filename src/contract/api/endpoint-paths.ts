/**
 * Every API path, once. This module has no zod in it so the client can name endpoints without
 * downloading the schemas; it types its calls with `import type` of the definitions.
 */
export const ENDPOINT_PATHS = {
  getConfig: '/v1/config',
  setLanguage: '/v1/config/set/lang',
  recordSiteOpen: '/v1/open',
  reportEvents: '/v1/log/report',
} as const;
