import { useIsFirstScreenSettled } from '@client/app/first-screen-settled';
import { withCatalogPart } from '@client/i18n/activate-locale';
import type { FirstStep } from '@contract/enums';
import { lazy, Suspense } from 'react';

// A guide and its texts load only when one is due, and not before the first screen has settled,
// so first loads carry neither.
const FirstStepTip = lazy(withCatalogPart('guides', () => import('./first-step-tip')));

/** The guide `step`; nothing when none is due here, or while the first screen is still loading. */
export function LazyFirstStepTip({
  step,
  isFloating = false,
}: {
  step: FirstStep | null;
  isFloating?: boolean;
}) {
  const isSettled = useIsFirstScreenSettled();
  if (!step || !isSettled) return null;
  return (
    <Suspense fallback={null}>
      <FirstStepTip step={step} isFloating={isFloating} />
    </Suspense>
  );
}
