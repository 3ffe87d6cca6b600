import { ROUTES } from '@contract/routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LegalPage, LegalSection } from './legal-page';
import { useBrandPlaceholders } from './use-brand-placeholders';

/** Privacy policy (/settings/privacy, also at /privacy). */
export default function PrivacyScreen() {
  const { t } = useLingui();
  const { brand, supportEmail } = useBrandPlaceholders();
  return (
    <LegalPage title={t`Privacy Policy`}>
      <LegalSection title={t`What we collect`}>
        <p>
          <Trans>
            Account data (email address, Telegram or Google account id, nickname), the messages and
            characters you create, your purchases, and technical data such as a device id, your
            language, your approximate country and how you use the app.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Why we use it`}>
        <p>
          <Trans>
            To run {brand}: to sign you in, write the characters' replies, create pictures, keep
            your history, process payments, prevent abuse and improve the app.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`AI processing`}>
        <p>
          <Trans>
            Your messages are sent to the AI model that writes the character's replies. We do not
            use your conversations to show you advertising.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Who we share it with`}>
        <p>
          <Trans>
            Only with providers that help us run the service (hosting, AI model, payments, email)
            under contracts that protect your data, and with authorities when the law requires it.
            We never sell personal data.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Payments`}>
        <p>
          <Trans>
            Payments are processed by Telegram or PayPal. We receive the result of a payment, never
            your card number.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`How long we keep it`}>
        <p>
          <Trans>
            As long as your account exists. When you delete your account we remove your personal
            data and keep only anonymised totals that accounting law requires.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Deleting your account`}>
        <p>
          <Trans>
            Delete my account in Settings signs you out everywhere at once. For 14 days you can
            restore the account by signing in again. After that we erase your profile, sign-in
            methods, sign-in mails, sessions and usage data; of your purchases and rewards we keep
            only totals that no longer name you. Remaining VIP time and coins are lost.
          </Trans>
        </p>
        <p>
          <Link href={ROUTES.settings}>{t`Open account settings`}</Link>
        </p>
      </LegalSection>
      <LegalSection title={t`Your rights`}>
        <p>
          <Trans>
            You can see, export, correct and delete your data in Settings, or ask us at{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. You may also complain to the data
            protection authority of your country.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Cookies and local storage`}>
        <p>
          <Trans>
            We use cookies and local storage to keep you signed in, remember your language and
            settings, and count visits. We do not use them for third-party advertising.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Minors`}>
        <p>
          <Trans>
            {brand} is for adults only. We do not knowingly collect data from anyone under 18 and
            delete it when we learn of it.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
