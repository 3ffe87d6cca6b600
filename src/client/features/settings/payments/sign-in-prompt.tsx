import { emitAppEvent } from '@client/app/app-events';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';

/** Shown instead of a page that belongs to an account, while signed out. */
export function SignInPrompt({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <div className="payments-settings__empty">
      <p>{message}</p>
      <Button
        onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
      >{t`Sign in`}</Button>
    </div>
  );
}
