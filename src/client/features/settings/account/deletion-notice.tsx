import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { activateAccount } from '@client/features/account/api/activate';
import { refreshProfile } from '@client/features/account/profile-atom';
import { localeAtom } from '@client/i18n/locale-atom';

/** Shown while a deleted account can still be restored. */
export function DeletionNotice({ scheduledAt }: { scheduledAt: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [isBusy, setIsBusy] = useState(false);
  const date = new Date(scheduledAt).toLocaleDateString(locale, { dateStyle: 'long' });

  const restore = async () => {
    if (isBusy) return;
    setIsBusy(true);
    try {
      await activateAccount({});
      await refreshProfile({ force: true });
    } catch {
      // The API error listener has shown the failure.
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="account-section__notice" role="status">
      <p>{t`Your account will be deleted on ${date}.`}</p>
      <Button size="m" loading={isBusy} onClick={() => void restore()}>
        {t`Restore my account`}
      </Button>
    </div>
  );
}
