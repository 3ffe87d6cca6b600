import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { PremiumOffer } from './premium-offer';

/** The buy-VIP page (`/premium`, spec §2 "five benefits"). */
export default function PremiumScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.home);
  const comeFrom = new URLSearchParams(useSearch()).get('from') ?? 'premium_page';
  return (
    <PageFrame title={t`Get VIP`} onBack={goBack}>
      <PremiumOffer benefits={5} request={{ comeFrom }} />
    </PageFrame>
  );
}
