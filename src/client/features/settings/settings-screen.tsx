import { BackIcon } from '@client/components/icons/icons';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { SectionTitle } from '@client/components/section-title/section-title';
import { LazyWalletChips } from '@client/features/account/wallet/lazy-wallet-chips';
import { localeAtom } from '@client/i18n/locale-atom';
import { profileAtom } from '@client/session/profile-atom';
import { LOCALE_NAMES } from '@contract/locale-names';
import type { VerificationState } from '@contract/reports';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { AccountSection } from './account/account-section';
import { RewardsSection } from './rewards-section';
import './settings-screen.css';

function MenuLink({ href, title, hint }: { href: string; title: string; hint?: string }) {
  return (
    <Link href={href} className="settings-menu__link">
      <Cell
        after={
          <span className="settings-menu__chevron">
            <BackIcon />
          </span>
        }
        {...(hint ? { subtitle: hint } : {})}
      >
        {title}
      </Cell>
    </Link>
  );
}

/** Settings main: a menu leading to every settings page. */
export default function SettingsScreen() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const profile = useAtomValue(profileAtom);
  const user = profile?.user;
  const verification = profile?.verification.state;
  const verificationHint = (state: VerificationState) => {
    switch (state) {
      case 'approved':
        return t`Verified`;
      case 'pending':
        return t`In review`;
      case 'rejected':
        return t`Not approved`;
      default:
        return t`Not verified`;
    }
  };
  return (
    <PageFrame title={t`Settings`} hasBottomNav actions={<LazyWalletChips />}>
      <List className="settings-menu">
        <AccountSection />
        <Section header={<SectionTitle>{t`Account`}</SectionTitle>}>
          <MenuLink
            href={`${ROUTES.premium}?from=settings`}
            title={user?.vip ? t`VIP membership` : t`Get VIP`}
            {...(user?.vip ? { hint: t`Active` } : {})}
          />
          <MenuLink
            href={`${ROUTES.buyCoins}?from=settings`}
            title={t`Buy coins`}
            {...(user ? { hint: t`Balance: ${user.goldBalance}` } : {})}
          />
          <MenuLink href={ROUTES.settingsSubscription} title={t`Subscription`} />
          <MenuLink href={ROUTES.settingsCoinDetails} title={t`Coin details`} />
          <MenuLink href={ROUTES.settingsCreditCardManage} title={t`Payment cards`} />
        </Section>
        <RewardsSection />
        <Section header={<SectionTitle>{t`Preferences`}</SectionTitle>}>
          <MenuLink
            href={ROUTES.settingsLanguage}
            title={t`Language`}
            hint={LOCALE_NAMES[locale]}
          />
          <MenuLink href={ROUTES.settingsChatModel} title={t`Chat settings`} />
          <MenuLink
            href={ROUTES.settingsPersona}
            title={t`Your persona`}
            hint={t`Who you are in your chats`}
          />
          <MenuLink
            href={ROUTES.settingsInterests}
            title={t`My interests`}
            {...(user && user.preferenceTags.length > 0
              ? { hint: t`${user.preferenceTags.length} chosen` }
              : {})}
          />
          <MenuLink href={ROUTES.myRoles} title={t`My characters`} />
          <MenuLink href={ROUTES.orders} title={t`My orders`} hint={t`Commissions from creators`} />
          <MenuLink href={ROUTES.settingsCreatorLinks} title={t`Creator links`} />
        </Section>
        <Section header={<SectionTitle>{t`Trust and safety`}</SectionTitle>}>
          <MenuLink href={ROUTES.settingsAccountStatus} title={t`Account status and appeals`} />
          <MenuLink
            href={ROUTES.settingsVerification}
            title={t`Age verification`}
            {...(verification ? { hint: verificationHint(verification) } : {})}
          />
        </Section>
        <Section header={<SectionTitle>{t`Help`}</SectionTitle>}>
          <MenuLink href={ROUTES.settingsCustomerService} title={t`Customer service`} />
          <MenuLink href={ROUTES.settingsContactUs} title={t`Contact Us`} />
        </Section>
        <Section header={<SectionTitle>{t`Legal`}</SectionTitle>}>
          <MenuLink href={ROUTES.settingsTerms} title={t`Terms of Service`} />
          <MenuLink href={ROUTES.settingsPrivacy} title={t`Privacy Policy`} />
          <MenuLink href={ROUTES.settingsRefund} title={t`Refund Policy`} />
          <MenuLink href={ROUTES.settingsIntellectual} title={t`Intellectual Property`} />
        </Section>
      </List>
    </PageFrame>
  );
}
