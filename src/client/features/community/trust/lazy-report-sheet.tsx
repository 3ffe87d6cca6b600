import { withCatalogPart } from '@client/i18n/activate-locale';
import { lazy, Suspense } from 'react';
import type { ReportTargetRef } from './report-sheet';

// The sheet and its texts (the community catalog part) load when someone first reports.
const ReportSheet = lazy(withCatalogPart('community', () => import('./report-sheet')));

/** The report sheet for `target`, open while there is one; loaded on first use. */
export function LazyReportSheet({
  target,
  onClose,
}: {
  target: ReportTargetRef | null;
  onClose(): void;
}) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ReportSheet target={target} isOpen onClose={onClose} />
    </Suspense>
  );
}
