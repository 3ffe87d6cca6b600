import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage, LegalSection } from './legal-page';
import { useBrandPlaceholders } from './use-brand-placeholders';

/** Refund policy (/settings/refund). */
export default function RefundScreen() {
  const { t } = useLingui();
  const { supportEmail } = useBrandPlaceholders();
  return (
    <LegalPage title={t`Refund Policy`}>
      <LegalSection title={t`Delivery`}>
        <p>
          <Trans>
            VIP membership and coins are added to your account as soon as the payment is confirmed.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Paid but not received`}>
        <p>
          <Trans>
            If you were charged but did not receive what you paid for, write to{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with the order details. We will
            deliver the purchase or refund it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Subscriptions`}>
        <p>
          <Trans>
            You can cancel a subscription at any time in Settings. VIP stays active until the end of
            the period you already paid for; the remaining time is not refunded unless the law of
            your country requires it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Coins`}>
        <p>
          <Trans>
            Coins you have spent cannot be refunded. Unused coins can be refunded on request within
            14 days of the purchase.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`How refunds are paid`}>
        <p>
          <Trans>
            Refunds go back to the payment method you used, usually within 5 to 10 business days.
            Purchases made with Telegram Stars are refunded in Stars to the account that paid.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
