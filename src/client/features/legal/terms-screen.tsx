import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage, LegalSection } from './legal-page';
import { useBrandPlaceholders } from './use-brand-placeholders';

/** Terms of service (SettingsTerms, also at /terms). */
export default function TermsScreen() {
  const { t } = useLingui();
  const { brand, supportEmail } = useBrandPlaceholders();
  return (
    <LegalPage title={t`Terms of Service`}>
      <LegalSection title={t`About these terms`}>
        <p>
          <Trans>
            These terms govern your use of {brand}, an app where adults chat with AI characters,
            create their own characters and generate pictures and videos. By using {brand} you
            accept these terms.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Adults only`}>
        <p>
          <Trans>
            You must be at least 18 years old, or older where the law of your country sets a higher
            age of majority. We close accounts when we have reason to believe that a user is a
            minor.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`AI characters are fiction`}>
        <p>
          <Trans>
            Every character is fictional and its replies are written by artificial intelligence. The
            characters are not real people, they can be wrong, and nothing they say is professional
            advice.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Your account`}>
        <p>
          <Trans>
            Keep your sign-in methods safe; you are responsible for what happens in your account.
            You can export your data or delete your account in Settings at any time.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Acceptable use`}>
        <p>
          <Trans>
            Do not create or request content that involves minors, uses real people without their
            consent, presents non-consensual acts as real, promotes illegal activity or spreads
            hate. Do not try to break, overload or copy the service. We remove content and suspend
            accounts that break these rules.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Your content`}>
        <p>
          <Trans>
            You keep the rights to what you write and create. You allow us to store, process and
            display it as far as needed to run the service. Characters you publish can be used by
            other users, and publishing cannot be undone.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`VIP membership and coins`}>
        <p>
          <Trans>
            VIP membership and coins are digital goods. The price is shown before you pay.
            Subscriptions renew automatically until you cancel them in Settings; cancelling stops
            the next renewal. Coins have no cash value and cannot be transferred to another account.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Availability and changes`}>
        <p>
          <Trans>
            We work to keep the service running but cannot promise that it is never interrupted.
            Features may change. When these terms change we update the date above and, for important
            changes, tell you in the app; using the service afterwards means you accept the new
            terms.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Liability`}>
        <p>
          <Trans>
            The service is provided as it is. As far as the law allows, we are not liable for
            indirect damages, and our total liability is limited to what you paid us in the last 12
            months.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Contact`}>
        <p>
          <Trans>
            Questions about these terms: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
