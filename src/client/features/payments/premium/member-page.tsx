import { LIFETIME_EXPIRY_YEAR } from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Benefits } from './benefits';

/**
 * `/premium` for a member: what she has and until when, and where to manage it, instead of plans
 * she cannot buy again.
 */
export function MemberPage({ vipExpireAt }: { vipExpireAt: string | null }) {
  const { t, i18n } = useLingui();
  const until = vipExpireAt ? new Date(vipExpireAt) : null;
  const isLifetime = until !== null && until.getFullYear() >= LIFETIME_EXPIRY_YEAR;
  const date = until?.toLocaleDateString(i18n.locale, { dateStyle: 'long' }) ?? '';
  return (
    <div className="premium member-page">
      <h2 className="member-page__title">{t`You are a VIP member`}</h2>
      <p className="member-page__until">
        {isLifetime ? t`For life: it never runs out.` : t`Your membership runs until ${date}.`}
      </p>
      <Benefits count={10} />
      <div className="member-page__links">
        <Link href={ROUTES.settingsSubscription} className="member-page__link">
          {t`Manage subscription`}
        </Link>
        <Link href={ROUTES.buyCoins} className="member-page__link">
          {t`Buy coins`}
        </Link>
      </div>
    </div>
  );
}
