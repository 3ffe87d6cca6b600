import { emitAppEvent, onAppEvent, type PremiumRequest } from '@client/app/app-events';
import { withCatalogPart } from '@client/i18n/activate-locale';
import { appStore } from '@client/lib/app-store';
import { profileAtom } from '@client/session/profile-atom';
import { hasSession } from '@client/session/session';
import { LIFETIME_EXPIRY_YEAR } from '@contract/constants';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { paymentPhaseAtom } from '../checkout/payment-state';

// The popup, its plans and its texts load on first use, out of the first-load bundle.
const PremiumPopup = lazy(withCatalogPart('payments', () => import('./premium-popup')));

/** A VIP expiry after 2099 marks a lifetime member (spec §4). */
const isLifetimeExpiry = (vipExpireAt: string | null | undefined) =>
  Boolean(vipExpireAt && new Date(vipExpireAt).getUTCFullYear() > LIFETIME_EXPIRY_YEAR);

/**
 * Opens the buy-VIP popup on the showPremium event (spec §4): a lifetime member never sees it;
 * signed out, the login event fires instead, unless a landing visitor may buy before signing in.
 */
export function PremiumHost() {
  const [request, setRequest] = useState<PremiumRequest | null>(null);
  const [location] = useLocation();
  // Going to another page (the terms link, a return page) closes the popup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useEffect(() => setRequest(null), [location]);
  // A finished purchase closes the popup; the result popup takes over (spec §4).
  const isPaid = useAtomValue(paymentPhaseAtom).state === 'paid';
  useEffect(() => {
    if (isPaid) setRequest(null);
  }, [isPaid]);
  useEffect(
    () =>
      onAppEvent('showPremium', (next) => {
        if (isLifetimeExpiry(appStore.get(profileAtom)?.user.vipExpireAt)) return;
        if (!hasSession() && !next.fromLanding) {
          emitAppEvent('showLogin', { fromLanding: false });
          return;
        }
        setRequest(next);
      }),
    [],
  );
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <PremiumPopup request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
