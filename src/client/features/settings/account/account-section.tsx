import { emitAppEvent } from '@client/app/app-events';
import { SectionTitle } from '@client/components/section-title/section-title';
import { profileAtom, refreshProfile } from '@client/features/account/profile-atom';
import { sessionUidAtom } from '@client/features/account/session';
import { signOut } from '@client/features/account/sign-out';
import { useLingui } from '@lingui/react/macro';
import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { BotMessagesSwitch } from './bot-messages-switch';
import { DataRightsCells } from './data-rights-cells';
import { DeletionNotice } from './deletion-notice';
import { LinkedMethods } from './linked-methods';
import { NickCell } from './nick-cell';
import { NsfwSwitch } from './nsfw-switch';
import './account-section.css';

/** Settings' account part: who is signed in, how, NSFW, and the data rights (issue: Accounts). */
export function AccountSection() {
  const { t } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  const profile = useAtomValue(profileAtom);

  useEffect(() => {
    if (uid) void refreshProfile({ force: true });
  }, [uid]);

  if (!uid) {
    return (
      <Section header={<SectionTitle>{t`My account`}</SectionTitle>}>
        <Cell
          Component="button"
          className="account-section__button"
          multiline
          onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
          description={t`Sign in to keep your chats, VIP and coins on every device.`}
        >
          {t`Sign in`}
        </Cell>
      </Section>
    );
  }

  return (
    <>
      {profile?.user.deletionScheduledAt ? (
        <DeletionNotice scheduledAt={profile.user.deletionScheduledAt} />
      ) : null}
      <Section header={<SectionTitle>{t`My account`}</SectionTitle>}>
        {profile ? <NickCell nick={profile.user.nick} /> : null}
        <LinkedMethods />
        {profile ? <NsfwSwitch user={profile.user} /> : null}
        {profile ? <BotMessagesSwitch user={profile.user} /> : null}
        <Cell Component="button" className="account-section__button" onClick={() => void signOut()}>
          {t`Log out`}
        </Cell>
      </Section>
      <Section header={<SectionTitle>{t`My data`}</SectionTitle>}>
        <DataRightsCells />
      </Section>
    </>
  );
}
