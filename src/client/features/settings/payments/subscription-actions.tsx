import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { cancelSubscription } from '@client/features/payments/api/cancel-subscription';
import { getSubscription } from '@client/features/payments/api/get-subscription';
import { resumeSubscription } from '@client/features/payments/api/resume-subscription';
import { ApiError } from '@client/lib/api/api-error';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import type { Subscription } from '@contract/api/vip-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Cell } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatDay } from './format-date';

export interface SubscriptionActionsProps {
  subscription: Subscription;
  /** Told the subscription as the server answered it after an action. */
  onChange(subscription: Subscription | null): void;
}

/** Cancel (after a confirmation) an active subscription, or resume a cancelled one. */
export function SubscriptionActions({ subscription, onChange }: SubscriptionActionsProps) {
  const { t, i18n } = useLingui();
  const { isBusy, run } = useExclusiveAction();
  const [needsCard, setNeedsCard] = useState(false);
  const endDate = formatDay(subscription.currentPeriodEnd, i18n.locale);

  const cancel = () =>
    run(async () => {
      const answer = await openConfirmDialog({
        title: t`Cancel the subscription?`,
        message: t`It will not renew. Your VIP stays until ${endDate}.`,
        confirmText: t`Cancel subscription`,
        cancelText: t`Keep it`,
        isDestructive: true,
      });
      if (answer !== 'confirm') return;
      try {
        onChange((await cancelSubscription({})).subscription);
      } catch (error) {
        // Cancelled elsewhere meanwhile: the toast says until when; the page shows it as it is.
        if (error instanceof ApiError && error.code === REFUSAL_CODE.subscriptionCancelled) {
          onChange((await getSubscription({})).subscription);
        }
        throw error;
      }
      await refreshProfile({ force: true });
    });

  const resume = () =>
    run(async () => {
      try {
        onChange((await resumeSubscription({})).subscription);
        setNeedsCard(false);
      } catch (error) {
        // The toast says a card is missing; the way to link one is offered right here.
        if (error instanceof ApiError && error.code === REFUSAL_CODE.noLinkedCard) {
          setNeedsCard(true);
        }
        throw error;
      }
      await refreshProfile({ force: true });
    });

  if (subscription.state === 'active') {
    return (
      <Cell
        Component="button"
        className="payments-settings__button payments-settings__danger"
        disabled={isBusy}
        onClick={() => void cancel()}
      >
        {t`Cancel subscription`}
      </Cell>
    );
  }
  return (
    <>
      <Cell
        Component="button"
        className="payments-settings__button"
        disabled={isBusy}
        onClick={() => void resume()}
      >
        {t`Resume subscription`}
      </Cell>
      {needsCard && (
        <Link href={ROUTES.settingsCreditCardManage} className="payments-settings__link">
          <Cell>{t`Link a card`}</Cell>
        </Link>
      )}
    </>
  );
}
