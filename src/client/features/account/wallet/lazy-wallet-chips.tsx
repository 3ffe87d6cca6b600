import { profileAtom } from '@client/session/profile-atom';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';

const WalletChips = lazy(() =>
  import('./wallet-chips').then((module) => ({ default: module.WalletChips })),
);

/**
 * The energy and coin chips, loaded once there is a profile to show: Home is a first page, and a
 * visitor who is not signed in never needs them.
 */
export function LazyWalletChips() {
  const profile = useAtomValue(profileAtom);
  if (!profile) return null;
  return (
    <Suspense fallback={null}>
      <WalletChips />
    </Suspense>
  );
}
