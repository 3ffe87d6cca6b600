import { SectionTitle } from '@client/components/section-title/section-title';
import { changeSubscriptionPlan } from '@client/features/payments/api/change-subscription-plan';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import type { Subscription, VipPlan } from '@contract/api/vip-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { planLabel, planLabelById } from './plan-label';

export interface ChangePlanSectionProps {
  subscription: Subscription;
  plans: readonly VipPlan[];
  onChange(subscription: Subscription | null): void;
}

/**
 * Which renewable plan the next renewal buys. Only for a subscription that renews, and not for
 * Telegram Stars: Telegram renews a Stars subscription monthly at its own price.
 */
export function ChangePlanSection({ subscription, plans, onChange }: ChangePlanSectionProps) {
  const { t } = useLingui();
  const { isBusy, run } = useExclusiveAction();
  const renewable = plans.filter((plan) => plan.renewable);
  if (
    subscription.state !== 'active' ||
    subscription.provider === 'telegramStars' ||
    renewable.length === 0
  ) {
    return null;
  }

  const chosen = subscription.nextPlanId ?? subscription.planId;
  const nextPlan = subscription.nextPlanId ? planLabelById(plans, subscription.nextPlanId) : null;
  const choose = (planId: string) =>
    run(async () => {
      onChange((await changeSubscriptionPlan({ planId })).subscription);
      await refreshProfile({ force: true });
    });

  return (
    <Section
      header={<SectionTitle>{t`Change plan`}</SectionTitle>}
      footer={
        nextPlan ? t`Next renewal: ${nextPlan}` : t`The next renewal keeps your current plan.`
      }
    >
      {renewable.map((plan) => (
        <Cell
          key={plan.id}
          Component="label"
          before={
            // The radio draws a label of its own inside the cell's: it is named explicitly.
            <Radio
              name="next-plan"
              aria-label={planLabel(plan)}
              checked={chosen === plan.id}
              disabled={isBusy}
              onChange={() => void choose(plan.id)}
            />
          }
        >
          {planLabel(plan)}
        </Cell>
      ))}
    </Section>
  );
}
