import { isPaymentPage } from '@client/app/navigation-trail';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { sessionUidAtom } from '@client/session/session';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { followAgain, paymentFailedText } from './follow-payment';
import { PayFeedbackSheet } from './pay-feedback-sheet';
import { type PaymentPhase, paymentPhaseAtom } from './payment-state';
import { readReturnPath } from './pending-order';
import './pay-callback-screen.css';

type Settled = Extract<PaymentPhase, { state: 'paid' | 'failed' | 'unchecked' }>;

/**
 * The payment return page (`/pay/callback`, spec §2 "verifying, success, failed"). The shell's
 * payment host follows the order named in merchantParam; this page says where it stands and
 * offers the next step, and keeps saying it after the result popup is closed.
 */
export default function PayCallbackScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const goBack = useGoBack(ROUTES.home);
  const phase = useAtomValue(paymentPhaseAtom);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [reportedOrder, setReportedOrder] = useState<string | null>(null);
  const uid = useAtomValue(sessionUidAtom);
  useEffect(() => {
    if (phase.state === 'paid' || phase.state === 'failed' || phase.state === 'unchecked') {
      setSettled(phase);
    }
  }, [phase]);
  const shown = phase.state === 'idle' ? settled : phase;
  // The payment pages themselves are no place to go back to.
  const started = readReturnPath();
  const returnPath = started && !isPaymentPage(started) ? started : null;

  // A signed-in buyer reports the problem with the order attached; a visitor has no account yet.
  const reportButton = (orderId: string) =>
    uid ? (
      <Button size="l" stretched mode="bezeled" onClick={() => setReportedOrder(orderId)}>
        {t`Tell support what happened`}
      </Button>
    ) : null;

  const body = (() => {
    switch (shown?.state) {
      case 'verifying':
        return (
          <>
            <h2>{t`Confirming your payment…`}</h2>
            <p>{t`This takes a few seconds. Please keep this page open.`}</p>
          </>
        );
      case 'paid':
        return (
          <>
            <h2>{t`Payment successful`}</h2>
            <p>{t`Thank you! Your purchase is on your account.`}</p>
            {/* Back where the purchase started (a chat, her page), or Home. */}
            <Button size="l" stretched onClick={() => navigate(returnPath ?? ROUTES.home)}>
              {returnPath?.includes('/chat/') ? t`Back to the chat` : t`Start chatting`}
            </Button>
          </>
        );
      case 'failed':
        return (
          <>
            <h2>{t`Payment not completed`}</h2>
            <p>{paymentFailedText()}</p>
            <Button
              size="l"
              stretched
              onClick={() => navigate(shown.kind === 'gold' ? ROUTES.buyCoins : ROUTES.premium)}
            >
              {t`Try again`}
            </Button>
            {reportButton(shown.orderId)}
            <Button
              size="l"
              stretched
              mode="plain"
              onClick={() => navigate(ROUTES.settingsCustomerService)}
            >
              {t`Contact support`}
            </Button>
          </>
        );
      case 'unchecked':
        return (
          <>
            <h2>{t`We could not check your payment`}</h2>
            <p>{t`If you paid, your purchase arrives shortly. You can check again now.`}</p>
            <Button size="l" stretched onClick={() => void followAgain()}>
              {t`Check again`}
            </Button>
            {reportButton(shown.orderId)}
          </>
        );
      default:
        return (
          <>
            <h2>{t`No payment to check`}</h2>
            <p>{t`Your purchases are listed under Settings, in coin details and subscription.`}</p>
            <Button size="l" stretched onClick={() => navigate(ROUTES.home)}>
              {t`Go to Home`}
            </Button>
          </>
        );
    }
  })();

  return (
    <PageFrame title={t`Payment`} onBack={goBack}>
      <section className="pay-callback" aria-live="polite">
        {body}
      </section>
      {reportedOrder && (
        <PayFeedbackSheet orderId={reportedOrder} isOpen onClose={() => setReportedOrder(null)} />
      )}
    </PageFrame>
  );
}
