import { getSubscription } from '@client/features/payments/api/get-subscription';
import { listVipPlans } from '@client/features/payments/api/list-vip-plans';
import type { Subscription, VipPlan } from '@contract/api/vip-endpoints';

export interface SubscriptionPageData {
  subscription: Subscription | null;
  /** Every plan on sale, lifetime included: names the subscription's plans, offers renewals. */
  plans: VipPlan[];
}

/** The subscription, and the plans that name it. */
export async function loadSubscriptionPage(): Promise<SubscriptionPageData> {
  const [{ subscription }, plans] = await Promise.all([
    getSubscription({}),
    // Only names and choices depend on the plans: without them the page still works.
    listVipPlans({}, { silent: true }).catch(() => null),
  ]);
  return {
    subscription,
    plans: plans ? [...plans.list, ...(plans.lifetime ? [plans.lifetime] : [])] : [],
  };
}
