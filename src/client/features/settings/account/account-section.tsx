import { emitAppEvent } from '@client/app/app-events';
import { SectionTitle } from '@client/components/section-title/section-title';
import { signOut } from '@client/features/account/sign-out';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import { useLingui } from '@lingui/react/macro';
import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { DataRightsCells } from './data-rights-cells';
import { DeletionNotice } from './deletion-notice';
import { LinkedMethods } from './linked-methods';
import { NickCell } from './nick-cell';
import './account-section.css';

const loadAccountSwitches = () => import('./account-switches');
const AccountSwitches = lazy(loadAccountSwitches);

/** Settings' account part: who is signed in, how, NSFW, and the data rights (issue: Accounts). */
export function AccountSection() {
  const { t } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  const profile = useAtomValue(profileAtom);

  useEffect(() => {
    if (!uid) return;
    void refreshProfile({ force: true });
    // Fetched beside the profile, which they wait for anyway.
    loadAccountSwitches().catch(() => {
      // The switches ask for it again when drawn, and show an error there if it still fails.
    });
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
        {profile ? (
          <Suspense fallback={null}>
            <AccountSwitches user={profile.user} />
          </Suspense>
        ) : null}
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
