import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { profileAtom } from '@client/session/profile-atom';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { paymentPhaseAtom } from '../checkout/payment-state';
import { MemberPage } from './member-page';
import { PremiumOffer } from './premium-offer';

/** The buy-VIP page (`/premium`, spec §2 "five benefits"). */
export default function PremiumScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.home);
  const comeFrom = new URLSearchParams(useSearch()).get('from') ?? 'premium_page';
  // A purchase finished here closes the page (spec §4), once its result popup is dismissed.
  const phase = useAtomValue(paymentPhaseAtom).state;
  const wasPaid = useRef(false);
  useEffect(() => {
    if (phase === 'paid') wasPaid.current = true;
    else if (phase === 'idle' && wasPaid.current) {
      wasPaid.current = false;
      goBack();
    }
  }, [phase, goBack]);
  // A member who did not just buy here gets her membership page, not plans she cannot buy.
  const user = useAtomValue(profileAtom)?.user;
  const isMember = Boolean(user?.vip) && phase === 'idle' && !wasPaid.current;
  return (
    <PageFrame title={isMember ? t`Your VIP` : t`Get VIP`} onBack={goBack}>
      {isMember ? (
        <MemberPage vipExpireAt={user?.vipExpireAt ?? null} />
      ) : (
        <PremiumOffer benefits={5} request={{ comeFrom }} />
      )}
    </PageFrame>
  );
}
