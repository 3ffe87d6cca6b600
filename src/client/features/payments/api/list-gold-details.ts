import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { goldDetailListEndpoint } from '@contract/api/gold-endpoints';

/** The coin history, newest first, and the balance. */
export function listGoldDetails(
  params: EndpointInput<typeof goldDetailListEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof goldDetailListEndpoint>(ENDPOINT_PATHS.goldDetailList, params, options);
}
