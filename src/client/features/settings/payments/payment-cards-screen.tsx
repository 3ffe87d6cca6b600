import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { SectionTitle } from '@client/components/section-title/section-title';
import { listCards } from '@client/features/payments/api/list-cards';
import { startCardLink } from '@client/features/payments/api/start-card-link';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { sessionUidAtom } from '@client/session/session';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { CardCell } from './card-cell';
import { cardLinkReturnUrl, finishReturnedCardLink, readReturnedSetupId } from './card-link-return';
import { LoadFailed } from './load-failed';
import { SignInPrompt } from './sign-in-prompt';
import { usePageData } from './use-page-data';
import './payments-settings.css';

/**
 * Payment cards (credit-card-manage): the cards and PayPal accounts kept for renewals, removing
 * one, and linking one on the provider's page, which sends the user back here with `?setupId=`.
 */
export default function PaymentCardsScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const [returnedSetupId] = useState(readReturnedSetupId);
  const load = useMemo(() => {
    if (!uid) return null;
    if (returnedSetupId) return () => finishReturnedCardLink(returnedSetupId);
    return async () => (await listCards({})).cards;
  }, [uid, returnedSetupId]);
  const {
    data: cards,
    setData: setCards,
    hasFailed,
    reload,
  } = usePageData(['paymentCards', uid, returnedSetupId], load);
  const linking = useExclusiveAction();

  // The whole page leaves for the provider's card form (ours in the sandbox, or PayPal's).
  const linkCard = () =>
    linking.run(async () => {
      const { setupUrl } = await startCardLink({ returnUrl: cardLinkReturnUrl() });
      window.location.assign(setupUrl);
    });

  return (
    <PageFrame title={t`Payment cards`} onBack={goBack}>
      {!uid && <SignInPrompt message={t`Sign in to manage your payment cards.`} />}
      {uid && hasFailed && <LoadFailed onRetry={reload} />}
      {uid && cards && (
        <List>
          {cards.length > 0 ? (
            <Section header={<SectionTitle>{t`Linked cards`}</SectionTitle>}>
              {cards.map((card) => (
                <CardCell key={card.id} card={card} onRemoved={setCards} />
              ))}
            </Section>
          ) : (
            <p className="payments-settings__empty">{t`No card is linked yet.`}</p>
          )}
          <Section
            footer={t`A linked card pays your subscription's renewals. You enter it on the payment provider's page.`}
          >
            <Cell
              Component="button"
              className="payments-settings__button payments-settings__link"
              disabled={linking.isBusy}
              onClick={() => void linkCard()}
            >
              {t`Link a card`}
            </Cell>
          </Section>
        </List>
      )}
    </PageFrame>
  );
}
