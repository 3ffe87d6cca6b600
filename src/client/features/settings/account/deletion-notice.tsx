import { activateAccount } from '@client/features/account/api/activate';
import { localeAtom } from '@client/i18n/locale-atom';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';

/** Shown while a deleted account can still be restored. */
export function DeletionNotice({ scheduledAt }: { scheduledAt: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { isBusy, run } = useExclusiveAction();
  const date = new Date(scheduledAt).toLocaleDateString(locale, { dateStyle: 'long' });

  const restore = () =>
    run(async () => {
      await activateAccount({});
      await refreshProfile({ force: true });
    });

  return (
    <div className="account-section__notice" role="status">
      <p>{t`Your account will be deleted on ${date}.`}</p>
      <Button size="m" loading={isBusy} onClick={() => void restore()}>
        {t`Restore my account`}
      </Button>
    </div>
  );
}
