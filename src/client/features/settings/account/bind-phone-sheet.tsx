import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { bindPhone } from '@client/features/account/api/bind-identity';
import { CodeStep } from '@client/features/account/login/code-step';
import { PhoneField } from '@client/features/account/login/phone-field';
import { formatInternational } from '@client/features/account/login/phone-number';
import { usePhoneCode } from '@client/features/account/login/use-phone-login';
import type { Bind } from '@contract/api/user-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import '@client/features/account/login/login-form.css';

/**
 * Adds a phone number as a way to sign in: the number, then the code texted to it (the same
 * code, limits and countdown as signing in), then the number is linked to this account.
 */
export function BindPhoneSheet({
  isOpen,
  onClose,
  onLinked,
}: {
  isOpen: boolean;
  onClose(): void;
  onLinked(binds: Bind[]): void;
}) {
  const { t } = useLingui();
  const phone = usePhoneCode({
    prove: async (number, code) => {
      const { binds } = await bindPhone({ phone: number, code });
      onLinked(binds);
      close();
    },
  });
  const close = () => {
    phone.back();
    onClose();
  };

  return (
    <BottomPopup isOpen={isOpen} onClose={close} label={t`Add a phone number`}>
      {phone.sentTo ? (
        <CodeStep
          sentTo={formatInternational(phone.sentTo)}
          code={phone.code}
          onCode={phone.setCode}
          isBusy={phone.isBusy}
          onConfirm={() => void phone.confirm()}
          confirmLabel={t`Add this number`}
          onBack={phone.back}
          countdown={phone.countdown}
          onResend={() => void phone.send()}
        />
      ) : (
        <form
          className="login-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void phone.send();
          }}
        >
          <h2 className="login-form__title">{t`Add a phone number`}</h2>
          <p className="login-form__text">
            {t`Sign in with a code by SMS on any device. Your number is never shown to anyone.`}
          </p>
          <PhoneField
            country={phone.country}
            onCountry={phone.setCountry}
            number={phone.number}
            onNumber={phone.setNumber}
          />
          <Button type="submit" size="l" stretched disabled={!phone.canSend} loading={phone.isBusy}>
            {t`Send code`}
          </Button>
        </form>
      )}
    </BottomPopup>
  );
}
