import { emitAppEvent } from '@client/app/app-events';
import { useBridge } from '@client/bridge/bridge-context';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { showToast } from '@client/components/toast/toast-store';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { sessionUidAtom } from '@client/session/session';
import { INVITE_REWARD_ENERGY } from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { telegramInviteLink, webInviteLink } from './invite-links';
import { loadInviteSummary, useShareInvite } from './use-share-invite';
import '../rewards.css';

/** `/settings/invite` (spec §2 Share/Invite): the link, and what friends who joined gave. */
export default function InviteScreen() {
  const { t } = useLingui();
  const bridge = useBridge();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const share = useShareInvite();
  const sharing = useExclusiveAction();
  const query = useApiQuery({
    queryKey: ['inviteSummary', uid],
    queryFn: () => loadInviteSummary({ force: true }),
    enabled: Boolean(uid),
  });
  const summary = uid ? (query.data ?? null) : null;

  const link = uid
    ? bridge.mode === 'telegram' && summary?.telegramAppUrl
      ? telegramInviteLink(summary.telegramAppUrl, { uid })
      : webInviteLink({ uid })
    : null;

  const energy = INVITE_REWARD_ENERGY;
  const copy = async () => {
    if (!link) return;
    const url = link;
    const isCopied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    showToast(isCopied ? t`Link copied` : t`Copy this link: ${url}`);
  };

  return (
    <PageFrame title={t`Invite friends`} onBack={goBack}>
      <div className="rewards-page">
        <p className="rewards-page__lead">
          {t`Every friend who joins with your link gives you ${energy} energy.`}
        </p>
        {uid ? (
          <>
            <dl className="rewards-stats" aria-busy={summary === null}>
              <div>
                <dt>{t`Friends joined`}</dt>
                <dd>{summary?.invitedCount ?? '–'}</dd>
              </div>
              <div>
                <dt>{t`Energy earned`}</dt>
                <dd>{summary?.energyEarned ?? '–'}</dd>
              </div>
            </dl>
            <Button
              size="l"
              stretched
              loading={sharing.isBusy}
              onClick={() => sharing.run(async () => share?.())}
            >
              {t`Share invite link`}
            </Button>
            {link ? (
              <div className="rewards-link">
                <output className="rewards-link__url" aria-label={t`Your invite link`}>
                  {link}
                </output>
                <Button size="m" mode="bezeled" onClick={() => void copy()}>
                  {t`Copy link`}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <Button
            size="l"
            stretched
            onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
          >
            {t`Sign in to get your link`}
          </Button>
        )}
      </div>
    </PageFrame>
  );
}
