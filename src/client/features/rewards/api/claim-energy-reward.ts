import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Claims an energy gift (the home-screen one, spec §9). */
export function claimEnergyReward(
  params: CallParams<typeof ENDPOINT_PATHS.rewardEnergy>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.rewardEnergy, params, options);
}
