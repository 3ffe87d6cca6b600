import { callApi } from '@client/lib/api/api';
import type { AnalyticsEvent } from '@contract/api/analytics-endpoints';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Sends a batch of analytics events; failures are logged, never shown (spec §8). */
export function reportEvents(events: AnalyticsEvent[], options: { keepalive?: boolean } = {}) {
  return callApi(ENDPOINT_PATHS.reportEvents, { events }, { silent: true, ...options });
}
