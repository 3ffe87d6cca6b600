import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage, LegalSection } from './legal-page';
import { useBrandPlaceholders } from './use-brand-placeholders';

/** Intellectual property policy (/settings/intellectual). */
export default function IntellectualPropertyScreen() {
  const { t } = useLingui();
  const { brand, supportEmail } = useBrandPlaceholders();
  return (
    <LegalPage title={t`Intellectual Property`}>
      <LegalSection title={t`Our rights`}>
        <p>
          <Trans>
            The {brand} name, logo, app design and official characters belong to us or to our
            licensors.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Your rights`}>
        <p>
          <Trans>
            You own the text you write and the characters you create. You may use pictures and
            videos generated for you for personal, non-commercial purposes.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Respect others' rights`}>
        <p>
          <Trans>
            Do not upload content you have no right to use, and do not use the likeness of real
            people without their consent. We close the accounts of users who repeatedly infringe the
            rights of others.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Reporting infringement`}>
        <p>
          <Trans>
            If you believe content in {brand} infringes your rights, send a notice to{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with a link to the content, a
            description of your work and your contact details. We review every notice and remove
            infringing content.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
