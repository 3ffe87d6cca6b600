import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { telegramLoginEndpoint } from '@contract/api/login-endpoints';

/** Signs in with the Mini App's raw init data. */
export function telegramLogin(
  params: EndpointInput<typeof telegramLoginEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof telegramLoginEndpoint>(ENDPOINT_PATHS.telegramLogin, params, options);
}
