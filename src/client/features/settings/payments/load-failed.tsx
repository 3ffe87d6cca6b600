import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';

/** Shown when a page's data could not be loaded (the toast said why), with another try. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useLingui();
  return (
    <div className="payments-settings__empty">
      <p>{t`This page could not be loaded.`}</p>
      <Button onClick={onRetry}>{t`Try again`}</Button>
    </div>
  );
}
