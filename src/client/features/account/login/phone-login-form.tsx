import { BackIcon } from '@client/components/icons/icons';
import { useLingui } from '@lingui/react/macro';
import { PhoneCodeSteps } from './phone-code-steps';
import { usePhoneLogin } from './use-phone-login';

/** Sign-in with a phone number: the number with its country, then the texted code. */
export function PhoneLoginForm({
  onBack,
  onSignedIn,
}: {
  /** Back to the email and Google choices. */
  onBack(): void;
  onSignedIn(): void;
}) {
  const { t } = useLingui();
  const login = usePhoneLogin({ onSignedIn });
  return (
    <PhoneCodeSteps
      phone={login}
      view="phone"
      heading={
        <div className="login-form__top">
          <button type="button" className="login-form__back" onClick={onBack} aria-label={t`Back`}>
            <BackIcon />
          </button>
          <h2 className="login-form__title">{t`Sign in with your phone`}</h2>
        </div>
      }
      text={t`We will text you a code. Message rates may apply.`}
      confirmLabel={t`Confirm`}
    />
  );
}
