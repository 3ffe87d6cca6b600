import { withCatalogPart } from '@client/i18n/activate-locale';
import type { FirstStep } from '@contract/enums';
import { lazy, Suspense } from 'react';

// A guide and its texts load only when one is due, so first loads carry neither.
const FirstStepTip = lazy(withCatalogPart('guides', () => import('./first-step-tip')));

/** The guide `step`, or nothing when no guide is due here. */
export function LazyFirstStepTip({
  step,
  isFloating = false,
}: {
  step: FirstStep | null;
  isFloating?: boolean;
}) {
  if (!step) return null;
  return (
    <Suspense fallback={null}>
      <FirstStepTip step={step} isFloating={isFloating} />
    </Suspense>
  );
}
