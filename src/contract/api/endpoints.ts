import { recordSiteOpenEndpoint, reportEventsEndpoint } from './analytics-endpoints';
import { getConfigEndpoint, setLanguageEndpoint } from './config-endpoints';
import type { EndpointDefinition } from './endpoint';

/** Every API call, by name. Client calls and server handlers are both typed from this table. */
export const ENDPOINTS = {
  getConfig: getConfigEndpoint,
  setLanguage: setLanguageEndpoint,
  recordSiteOpen: recordSiteOpenEndpoint,
  reportEvents: reportEventsEndpoint,
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof ENDPOINTS;
