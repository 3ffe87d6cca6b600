import { SectionTitle } from '@client/components/section-title/section-title';
import type { Subscription, VipPlan } from '@contract/api/vip-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Cell, Section } from '@telegram-apps/telegram-ui';
import { formatDay } from './format-date';
import { planLabelById, providerLabel } from './plan-label';
import { SubscriptionActions } from './subscription-actions';

export interface SubscriptionSectionProps {
  subscription: Subscription;
  plans: readonly VipPlan[];
  onChange(subscription: Subscription | null): void;
}

/** The subscription: its plan, whether it renews and until when, how it is paid, and actions. */
export function SubscriptionSection({ subscription, plans, onChange }: SubscriptionSectionProps) {
  const { t, i18n } = useLingui();
  const date = formatDay(subscription.currentPeriodEnd, i18n.locale);
  const isActive = subscription.state === 'active';
  return (
    <Section header={<SectionTitle>{t`My subscription`}</SectionTitle>}>
      <Cell subtitle={t`Plan`}>{planLabelById(plans, subscription.planId)}</Cell>
      <Cell subtitle={isActive ? t`Renews on ${date}` : t`Ends on ${date}`} multiline>
        {isActive ? t`Active` : t`Cancelled`}
      </Cell>
      <Cell subtitle={t`Paid with`}>{providerLabel(subscription.provider)}</Cell>
      <SubscriptionActions subscription={subscription} onChange={onChange} />
    </Section>
  );
}
