import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { goldListEndpoint } from '@contract/api/gold-endpoints';

/** The coin packs. */
export function listGoldPacks(
  params: EndpointInput<typeof goldListEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof goldListEndpoint>(ENDPOINT_PATHS.goldList, params, options);
}
