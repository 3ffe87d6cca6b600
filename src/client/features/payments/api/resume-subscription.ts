import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { subscriptionResumeEndpoint } from '@contract/api/vip-endpoints';

/** Renews the subscription again (needs a linked card). */
export function resumeSubscription(
  params: EndpointInput<typeof subscriptionResumeEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof subscriptionResumeEndpoint>(
    ENDPOINT_PATHS.subscriptionResume,
    params,
    options,
  );
}
