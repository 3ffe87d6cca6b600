import { emitAppEvent } from '@client/app/app-events';
import { useBridge } from '@client/bridge/bridge-context';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { showToast } from '@client/components/toast/toast-store';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import type { SupportChannelStatus } from '@contract/api/reward-endpoints';
import { SUPPORT_CHANNEL_GIFT_COINS, SUPPORT_CHANNEL_MAX_BONUS_PERCENT } from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { claimSupportChannel } from '../api/claim-support-channel';
import { getSupportChannelStatus } from '../api/get-support-channel-status';
import '../rewards.css';

/**
 * `/settings/support-channel` (spec §2 official support channel): join it in Telegram, then the
 * server asks the Bot API whether the user is a member and gives the gift once (spec §9).
 */
export default function SupportChannelScreen() {
  const { t } = useLingui();
  const bridge = useBridge();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const statusKey = ['supportChannelStatus', uid] as const;
  const query = useApiQuery({
    queryKey: statusKey,
    queryFn: () => getSupportChannelStatus({}),
    enabled: Boolean(uid),
  });
  const status = uid ? (query.data ?? null) : null;
  const setStatus = (next: SupportChannelStatus) =>
    queryClient.setQueryData<SupportChannelStatus>(statusKey, () => next);
  const checking = useExclusiveAction();

  const check = () =>
    checking.run(async () => {
      const result = await claimSupportChannel({});
      setStatus(result.status);
      showToast(t`Welcome to the channel! ${result.coins} coins were added.`);
      void refreshProfile({ force: true });
    });

  const gift = SUPPORT_CHANNEL_GIFT_COINS;
  const bonus = SUPPORT_CHANNEL_MAX_BONUS_PERCENT;
  return (
    <PageFrame title={t`Official channel`} onBack={goBack}>
      <div className="rewards-page">
        <p className="rewards-page__lead">
          {t`Join our official channel for news and support. You get ${gift} coins once, and ${bonus}% extra coins on every coin pack you buy after joining.`}
        </p>
        {!uid ? (
          <Button
            size="l"
            stretched
            onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
          >
            {t`Sign in to join`}
          </Button>
        ) : !status ? (
          <div className="app-screen-loading" aria-busy="true" />
        ) : status.isJoined ? (
          <p className="rewards-page__lead" role="status">
            {t`You are a member. Your coin packs come with ${bonus}% extra coins.`}
          </p>
        ) : !status.url ? (
          <p className="rewards-page__hint">{t`There is no official channel at the moment.`}</p>
        ) : (
          <>
            <Button size="l" stretched onClick={() => status.url && bridge.openLink(status.url)}>
              {t`Open the channel`}
            </Button>
            {status.hasTelegram ? (
              <Button size="l" stretched mode="bezeled" loading={checking.isBusy} onClick={check}>
                {t`I joined, give me ${gift} coins`}
              </Button>
            ) : (
              <p className="rewards-page__hint">
                {t`To check that you joined, open the app in Telegram or link your Telegram account in Settings.`}
              </p>
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}
