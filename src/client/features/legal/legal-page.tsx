import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './legal-page.css';

/** When the legal texts last changed. */
const LEGAL_TEXTS_UPDATED = new Date(Date.UTC(2026, 10, 22));

/** A legal document: title, date of the last change, and its sections. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const updated = i18n.date(LEGAL_TEXTS_UPDATED, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <PageFrame title={title} onBack={goBack}>
      <article className="legal-page">
        <p className="legal-page__updated">{t`Last updated: ${updated}`}</p>
        {children}
      </article>
    </PageFrame>
  );
}

/** One titled section of a legal document. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="legal-page__section">
      <h2 className="legal-page__heading">{title}</h2>
      {children}
    </section>
  );
}
