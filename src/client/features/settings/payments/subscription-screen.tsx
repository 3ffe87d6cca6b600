import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { refreshProfile } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import type { Subscription } from '@contract/api/vip-endpoints';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { List } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { ChangePlanSection } from './change-plan-section';
import { LoadFailed } from './load-failed';
import { NoSubscriptionNotice } from './no-subscription-notice';
import { SignInPrompt } from './sign-in-prompt';
import { loadSubscriptionPage } from './subscription-page-data';
import { SubscriptionSection } from './subscription-section';
import { usePageData } from './use-page-data';
import './payments-settings.css';

/**
 * Subscription (spec §4): active or cancelled (no auto-renew, VIP until the period ends), cancel,
 * resume (needs a linked card), and the plan of the next renewal.
 */
export default function SubscriptionScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const load = useMemo(() => (uid ? loadSubscriptionPage : null), [uid]);
  const { data, setData, hasFailed, reload } = usePageData(['subscriptionPage', uid], load);

  // The VIP end date shown without a subscription comes from the profile.
  useEffect(() => {
    if (uid) void refreshProfile();
  }, [uid]);

  const onChange = (subscription: Subscription | null) =>
    setData((page) => (page ? { ...page, subscription } : page));

  return (
    <PageFrame title={t`Subscription`} onBack={goBack}>
      {!uid && <SignInPrompt message={t`Sign in to see your subscription.`} />}
      {uid && hasFailed && <LoadFailed onRetry={reload} />}
      {uid && data && (
        <List>
          {data.subscription ? (
            <>
              <SubscriptionSection
                subscription={data.subscription}
                plans={data.plans}
                onChange={onChange}
              />
              <ChangePlanSection
                subscription={data.subscription}
                plans={data.plans}
                onChange={onChange}
              />
            </>
          ) : (
            <NoSubscriptionNotice />
          )}
        </List>
      )}
    </PageFrame>
  );
}
