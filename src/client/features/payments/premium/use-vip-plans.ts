import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { listVipPlans } from '../api/list-vip-plans';

/**
 * The plan list for a promotion tier, loaded again when someone signs in (spec §7: after login
 * the VIP prices refresh: the uid is part of the key) and on demand (an offer's timer ran out:
 * `reload(undefined)` asks without the tier). An answer for a tier or user the page has left
 * never replaces the current one.
 */
export function useVipPlans(tier: number | undefined) {
  const uid = useAtomValue(sessionUidAtom);
  // The tier asked for on demand, while the page's own tier is still `from`.
  const [asked, setAsked] = useState<{ from: number | undefined; tier: number | undefined }>();
  const wanted = asked && asked.from === tier ? asked.tier : tier;
  const plans = useApiQuery({
    queryKey: ['vipPlans', uid, wanted ?? null],
    queryFn: () => listVipPlans(wanted === undefined ? {} : { tier: wanted }),
  });
  const reload = (next: number | undefined) => {
    if (next === wanted) plans.refetch().catch(() => {});
    else setAsked({ from: tier, tier: next });
  };
  return { plans: plans.data ?? null, reload };
}
