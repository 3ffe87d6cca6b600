import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { vipListEndpoint } from '@contract/api/vip-endpoints';

/** The VIP plan list (spec §5) and the lifetime plan, priced for a promotion tier. */
export function listVipPlans(params: EndpointInput<typeof vipListEndpoint>, options?: CallOptions) {
  return callApi<typeof vipListEndpoint>(ENDPOINT_PATHS.vipList, params, options);
}
