import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { bindPhone } from '@client/features/account/api/bind-identity';
import { PhoneCodeSteps } from '@client/features/account/login/phone-code-steps';
import { usePhoneCode } from '@client/features/account/login/use-phone-login';
import type { Bind } from '@contract/api/user-endpoints';
import { useLingui } from '@lingui/react/macro';
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
      <PhoneCodeSteps
        phone={phone}
        heading={<h2 className="login-form__title">{t`Add a phone number`}</h2>}
        text={t`Sign in with a code by SMS on any device. Your number is never shown to anyone.`}
        confirmLabel={t`Add this number`}
      />
    </BottomPopup>
  );
}
