import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { SectionTitle } from '@client/components/section-title/section-title';
import { listGoldDetails } from '@client/features/payments/api/list-gold-details';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { sessionUidAtom } from '@client/session/session';
import { ROUTES } from '@contract/routes';
import { Plural, useLingui } from '@lingui/react/macro';
import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { CoinHistoryRow } from './coin-history-row';
import { LoadFailed } from './load-failed';
import { SignInPrompt } from './sign-in-prompt';
import { usePageData } from './use-page-data';
import './payments-settings.css';

/** Coin details: the coin balance and its history (the ledger), newest first, page by page. */
export default function CoinDetailsScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const load = useMemo(() => (uid ? () => listGoldDetails({}) : null), [uid]);
  const { data, setData, hasFailed, reload } = usePageData(['goldDetails', uid], load);
  const more = useExclusiveAction();

  const showMore = () =>
    more.run(async () => {
      if (!data?.nextCursor) return;
      const page = await listGoldDetails({ cursor: data.nextCursor });
      setData({ ...page, list: [...data.list, ...page.list] });
    });

  return (
    <PageFrame title={t`Coin details`} onBack={goBack}>
      {!uid && <SignInPrompt message={t`Sign in to see your coins and their history.`} />}
      {uid && hasFailed && <LoadFailed onRetry={reload} />}
      {uid && data && (
        <List>
          <Section header={<SectionTitle>{t`Balance`}</SectionTitle>}>
            <Cell>
              <Plural value={data.balance} one="# coin" other="# coins" />
            </Cell>
          </Section>
          {data.list.length > 0 ? (
            <Section header={<SectionTitle>{t`History`}</SectionTitle>}>
              {data.list.map((detail) => (
                <CoinHistoryRow key={detail.id} detail={detail} />
              ))}
            </Section>
          ) : (
            <p className="payments-settings__empty">{t`No coins have come in or gone out yet.`}</p>
          )}
        </List>
      )}
      {uid && data?.nextCursor && (
        <button
          type="button"
          className="payments-settings__more"
          onClick={() => void showMore()}
          disabled={more.isBusy}
        >
          {t`Show more`}
        </button>
      )}
    </PageFrame>
  );
}
