import { SectionTitle } from '@client/components/section-title/section-title';
import { profileAtom } from '@client/session/profile-atom';
import { LIFETIME_EXPIRY_YEAR } from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { formatDay } from './format-date';

/**
 * No subscription: said plainly, with the VIP time a one-time purchase left, if any, or the way to
 * VIP for a user who has none.
 */
export function NoSubscriptionNotice() {
  const { t, i18n } = useLingui();
  const user = useAtomValue(profileAtom)?.user;
  const vipExpireAt = user?.vip ? user.vipExpireAt : null;
  let vipLine: string | null = null;
  if (vipExpireAt && new Date(vipExpireAt).getUTCFullYear() > LIFETIME_EXPIRY_YEAR) {
    vipLine = t`You have lifetime VIP.`;
  } else if (vipExpireAt) {
    const date = formatDay(vipExpireAt, i18n.locale);
    vipLine = t`Your VIP lasts until ${date}.`;
  }
  return (
    <Section header={<SectionTitle>{t`My subscription`}</SectionTitle>}>
      <Cell multiline {...(vipLine ? { description: vipLine } : {})}>
        {t`You have no subscription`}
      </Cell>
      {/* The next step, not a dead end: where a subscription starts. */}
      {!user?.vip && (
        <Link href={`${ROUTES.premium}?from=settings`} className="payments-settings__link">
          <Cell className="payments-settings__accent">{t`Get VIP`}</Cell>
        </Link>
      )}
    </Section>
  );
}
