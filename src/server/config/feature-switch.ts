import type { FeatureSwitch } from '@contract/api/config-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { ApiFailure } from '../api/api-failure';
import type { Env } from './env';

/** Refuses (2016) a call to a part of the app the operator listed in `DISABLED_FEATURES`. */
export function assertFeatureOn(env: Env, feature: FeatureSwitch): void {
  if (env.DISABLED_FEATURES.includes(feature)) {
    throw new ApiFailure(REFUSAL_CODE.featureOff, `The ${feature} feature is switched off`);
  }
}
