import { onAppEvent } from '@client/app/app-events';
import type { EndpointOutput } from '@contract/api/endpoint';
import type { vipListEndpoint } from '@contract/api/vip-endpoints';
import { useCallback, useEffect, useState } from 'react';
import { listVipPlans } from '../api/list-vip-plans';

export type VipPlanList = EndpointOutput<typeof vipListEndpoint>;

/**
 * The plan list for a promotion tier, reloaded when someone signs in (spec §7: after login the
 * VIP prices refresh) and on demand (an offer's timer ran out).
 */
export function useVipPlans(tier: number | undefined) {
  const [plans, setPlans] = useState<VipPlanList | null>(null);
  const load = useCallback(
    (wanted: number | undefined) =>
      listVipPlans(wanted === undefined ? {} : { tier: wanted })
        .then(setPlans)
        .catch(() => {}),
    [],
  );
  useEffect(() => {
    void load(tier);
    return onAppEvent('signedIn', () => void load(tier));
  }, [tier, load]);
  return { plans, reload: load };
}
