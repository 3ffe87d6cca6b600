import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { showToast } from '@client/components/toast/toast-store';
import { deactivateAccount } from '@client/features/account/api/deactivate';
import { exportData } from '@client/features/account/api/export-data';
import { forgetUserAndShowLogin } from '@client/features/account/sign-out';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { useLingui } from '@lingui/react/macro';
import { Cell } from '@telegram-apps/telegram-ui';

/** Saves a JSON document as a file download. */
function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export my data, and delete my account (with the 14-day restore period). */
export function DataRightsCells() {
  const { t } = useLingui();
  const { isBusy, run } = useExclusiveAction();

  const exportMyData = () =>
    run(async () => {
      const data = await exportData({});
      downloadJson(data, `my-data-${new Date().toISOString().slice(0, 10)}.json`);
    });

  const deleteAccount = () =>
    run(async () => {
      const answer = await openConfirmDialog({
        title: t`Delete my account?`,
        message: t`You will be signed out everywhere at once. For 14 days you can restore the account by signing in again. After that your profile, chats and sign-in methods are erased for good, and remaining VIP time and coins are lost without refund.`,
        confirmText: t`Delete my account`,
        isDestructive: true,
      });
      if (answer !== 'confirm') return;
      await deactivateAccount({ confirm: true });
      showToast(t`Your account will be deleted in 14 days`);
      forgetUserAndShowLogin();
    });

  return (
    <>
      <Cell
        Component="button"
        className="account-section__button"
        disabled={isBusy}
        multiline
        description={t`A JSON file with everything we hold about you.`}
        onClick={() => void exportMyData()}
      >
        {t`Export my data`}
      </Cell>
      <Cell
        Component="button"
        className="account-section__button account-section__danger"
        disabled={isBusy}
        onClick={() => void deleteAccount()}
      >
        {t`Delete my account`}
      </Cell>
    </>
  );
}
