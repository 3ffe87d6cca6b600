import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage, LegalSection } from './legal-page';
import { useBrandPlaceholders } from './use-brand-placeholders';

/** Contact page (/settings/contact-us). */
export default function ContactScreen() {
  const { t } = useLingui();
  const { supportEmail } = useBrandPlaceholders();
  return (
    <LegalPage title={t`Contact Us`}>
      <LegalSection title={t`Write to us`}>
        <p>
          <Trans>
            We read every message: about your account, payments, content or anything else. Email:{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </Trans>
        </p>
        <p>
          <Trans>We usually answer within two business days.</Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Payment questions`}>
        <p>
          <Trans>
            Please include the order number from Coin details or from your payment receipt, so that
            we can find your payment quickly.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
