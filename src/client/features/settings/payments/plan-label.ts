import type { Subscription, VipPlan } from '@contract/api/vip-endpoints';
import { plural, t } from '@lingui/core/macro';

/** A weekly plan is 0.25 months long. */
const WEEKS_PER_MONTH = 4;

/** A plan named by its length: "1 week VIP", "3 months VIP", "Lifetime VIP". */
export function planLabel(plan: Pick<VipPlan, 'period' | 'month'>): string {
  if (plan.period === 'lifetime') return t`Lifetime VIP`;
  if (plan.month < 1) {
    const weeks = Math.max(1, Math.round(plan.month * WEEKS_PER_MONTH));
    return plural(weeks, { one: '# week VIP', other: '# weeks VIP' });
  }
  return plural(plan.month, { one: '# month VIP', other: '# months VIP' });
}

/** The name of a plan by id; a plan no longer sold (or a plan list that did not load) is "VIP". */
export function planLabelById(plans: readonly VipPlan[], planId: string): string {
  const plan = plans.find((item) => item.id === planId);
  return plan ? planLabel(plan) : t`VIP plan`;
}

/** How renewals are paid, as the user knows it. */
export function providerLabel(provider: Subscription['provider']): string {
  switch (provider) {
    case 'telegramStars':
      return t`Telegram Stars`;
    case 'paypal':
      return t`PayPal`;
    case 'sandbox':
      return t`Sandbox card`;
  }
}
