import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { bindEmail } from '@client/features/account/api/bind-identity';
import { requestEmailLogin } from '@client/features/account/api/request-email-login';
import { CodeStep } from '@client/features/account/login/code-step';
import { localeAtom } from '@client/i18n/locale-atom';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { Bind } from '@contract/api/user-endpoints';
import { isValidEmail } from '@contract/email';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import '@client/features/account/login/login-form.css';

/**
 * Adds an email address as a way to sign in: the address, then the code mailed to it (the same
 * code and limits as signing in), then the address is linked to this account.
 */
export function BindEmailSheet({
  isOpen,
  onClose,
  onLinked,
}: {
  isOpen: boolean;
  onClose(): void;
  onLinked(binds: Bind[]): void;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [isCodeSent, setIsCodeSent] = useState(false);
  const busy = useExclusiveAction();

  const close = () => {
    setIsCodeSent(false);
    setCode('');
    onClose();
  };
  const sendCode = () =>
    busy.run(async () => {
      await requestEmailLogin({ email: email.trim(), useShortCode: true, lang: locale });
      setIsCodeSent(true);
    });
  const link = () =>
    busy.run(async () => {
      const { binds } = await bindEmail({ email: email.trim(), code });
      onLinked(binds);
      close();
    });

  return (
    <BottomPopup isOpen={isOpen} onClose={close} label={t`Add an email address`}>
      {isCodeSent ? (
        <CodeStep
          sentTo={email.trim()}
          code={code}
          onCode={setCode}
          isBusy={busy.isBusy}
          onConfirm={() => void link()}
          confirmLabel={t`Add this email`}
        />
      ) : (
        <form
          className="login-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode();
          }}
        >
          <h2 className="login-form__title">{t`Add an email address`}</h2>
          <p className="login-form__text">
            {t`Sign in with it on any device, and keep your purchases if this one is lost.`}
          </p>
          <input
            className="text-field login-form__input"
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={t`Your email`}
            aria-label={t`Your email`}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-autofocus
          />
          <Button
            type="submit"
            size="l"
            stretched
            disabled={!isValidEmail(email.trim())}
            loading={busy.isBusy}
          >
            {t`Send code`}
          </Button>
        </form>
      )}
    </BottomPopup>
  );
}
