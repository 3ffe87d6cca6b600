import { emitAppEvent } from '@client/app/app-events';
import { BackIcon } from '@client/components/icons/icons';
import { SectionTitle } from '@client/components/section-title/section-title';
import { getSupportChannelStatus } from '@client/features/rewards/api/get-support-channel-status';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { profileAtom } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import {
  HOME_SCREEN_REWARD_ENERGY,
  INVITE_REWARD_ENERGY,
  SUPPORT_CHANNEL_GIFT_COINS,
  SURVEY_REWARD_COINS,
} from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';

const chevron = (
  <span className="settings-menu__chevron">
    <BackIcon />
  </span>
);

/** Settings' ways to earn: invite friends, the home-screen gift, the survey, the channel. */
export function RewardsSection() {
  const { t } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  const profile = useAtomValue(profileAtom);
  // The same answer as the channel's own page, which it opens.
  const channel = useApiQuery({
    queryKey: ['supportChannelStatus', uid],
    queryFn: () => getSupportChannelStatus({}, { silent: true }),
    enabled: Boolean(uid),
  });
  const hasChannel = Boolean(uid && channel.data && channel.data.url !== null);

  const isHomeScreenRewarded = profile?.rewardEnergyAddHomeScreen ?? false;
  const inviteEnergy = INVITE_REWARD_ENERGY;
  const homeScreenEnergy = HOME_SCREEN_REWARD_ENERGY;
  const surveyCoins = SURVEY_REWARD_COINS;
  const channelCoins = SUPPORT_CHANNEL_GIFT_COINS;
  return (
    <Section header={<SectionTitle>{t`Earn rewards`}</SectionTitle>}>
      <Link href={ROUTES.settingsInvite} className="settings-menu__link">
        <Cell after={chevron} subtitle={t`${inviteEnergy} energy for each friend who joins`}>
          {t`Invite friends`}
        </Cell>
      </Link>
      <Cell
        Component="button"
        className="settings-menu__link"
        after={chevron}
        subtitle={isHomeScreenRewarded ? t`Gift received` : t`${homeScreenEnergy} energy, once`}
        onClick={() =>
          uid
            ? emitAppEvent('showHomeScreenGift', undefined)
            : emitAppEvent('showLogin', { fromLanding: false })
        }
      >
        {t`Add to home screen`}
      </Cell>
      <Link href={ROUTES.settingsSurvey} className="settings-menu__link">
        <Cell after={chevron} subtitle={t`${surveyCoins} coins for 12 short answers`}>
          {t`Take the survey`}
        </Cell>
      </Link>
      {hasChannel && (
        <Link href={ROUTES.settingsSupportChannel} className="settings-menu__link">
          <Cell after={chevron} subtitle={t`${channelCoins} coins for joining`}>
            {t`Official channel`}
          </Cell>
        </Link>
      )}
    </Section>
  );
}
