import type { PremiumRequest } from '@client/app/app-events';
import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { profileAtom } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import { PROMOTION_TIER } from '@contract/enums';
import { NAMED_ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { PremiumOffer } from './premium-offer';

const EXIT_OFFER_KEY = 'exitOfferShown';

/** The exit offer is made once per visit (the server also makes it once a day). */
function takeExitOffer(): boolean {
  try {
    if (window.sessionStorage.getItem(EXIT_OFFER_KEY)) return false;
    window.sessionStorage.setItem(EXIT_OFFER_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The buy-VIP popup (spec §2 "ten benefits"). Closing it the first time in a visit turns it into
 * the exit offer (half price for 60 s) for a signed-in non-member; a landing-page visitor who
 * closes it goes to Roles (spec §4).
 */
export default function PremiumPopup({
  request,
  onClose,
}: {
  request: PremiumRequest;
  onClose(): void;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const uid = useAtomValue(sessionUidAtom);
  const profile = useAtomValue(profileAtom);
  const [tier, setTier] = useState<number | undefined>(undefined);
  const [servedTier, setServedTier] = useState<number | null>(null);
  const wasVisitor = useRef(!uid);

  const close = () => {
    if (uid && !profile?.user.vip && tier === undefined && takeExitOffer()) {
      setTier(PROMOTION_TIER.exit);
      return;
    }
    onClose();
    // A visitor from a landing page goes on to Roles, also when the purchase just signed them in.
    if (wasVisitor.current && request.fromLanding) navigate(NAMED_ROUTES.Roles);
  };

  return (
    <BottomPopup isOpen onClose={close} label={t`Get VIP`}>
      <h2 className="premium__title">
        {servedTier === PROMOTION_TIER.exit ? t`Wait! Half price, just for you` : t`Get VIP`}
      </h2>
      <PremiumOffer benefits={10} request={request} tier={tier} onServedTier={setServedTier} />
    </BottomPopup>
  );
}
