import type { ReactNode } from 'react';
import './section-title.css';

/**
 * Heading of a telegram-ui Section. Its own header renders an `<h1>` for every section, which
 * breaks the page outline; this one is an `<h2>` under the page title.
 */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <header className="section-title">
      <h2 className="section-title__text">{children}</h2>
    </header>
  );
}
