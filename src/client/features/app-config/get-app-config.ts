import { callApi } from '@client/lib/api/api';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Reads the app config of spec §3 (support address, login types, feature switches, build). */
export function getAppConfig() {
  return callApi(ENDPOINT_PATHS.getConfig, {}, { silent: true });
}
