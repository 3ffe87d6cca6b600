import type { SpinnerProps } from '@telegram-apps/telegram-ui';
import { lazy, Suspense } from 'react';

// telegram-ui draws its iOS spinner from three animated SVGs (21 kB, 3 kB compressed) that only an
// iPhone showing a spinner needs; scripts/lib/lazy-ios-spinner.ts points the library here.
const IOSSpinnerFrames = lazy(() =>
  import(
    '@telegram-apps/telegram-ui/dist/components/Feedback/Spinner/components/IOSSpinner/IOSSpinner.js'
  ).then((module) => ({ default: module.IOSSpinner })),
);

/** telegram-ui's iOS spinner, loaded the first time one turns (empty for those few moments). */
export function IOSSpinner({ size }: { size: SpinnerProps['size'] }) {
  return (
    <Suspense fallback={null}>
      <IOSSpinnerFrames size={size} />
    </Suspense>
  );
}
