import { BackIcon } from '@client/components/icons/icons';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { CodeStep } from './code-step';
import { PhoneField } from './phone-field';
import { formatInternational } from './phone-number';
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
  if (login.sentTo) {
    return (
      <CodeStep
        sentTo={formatInternational(login.sentTo)}
        code={login.code}
        onCode={login.setCode}
        isBusy={login.isBusy}
        onConfirm={() => void login.confirm()}
        confirmLabel={t`Confirm`}
        onBack={login.back}
        countdown={login.countdown}
        onResend={() => void login.send()}
      />
    );
  }
  return (
    <form
      className="login-form"
      data-view="phone"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void login.send();
      }}
    >
      <div className="login-form__top">
        <button type="button" className="login-form__back" onClick={onBack} aria-label={t`Back`}>
          <BackIcon />
        </button>
        <h2 className="login-form__title">{t`Sign in with your phone`}</h2>
      </div>
      <p className="login-form__text">{t`We will text you a code. Message rates may apply.`}</p>
      <PhoneField
        country={login.country}
        onCountry={login.setCountry}
        number={login.number}
        onNumber={login.setNumber}
      />
      <Button type="submit" size="l" stretched disabled={!login.canSend} loading={login.isBusy}>
        {t`Send code`}
      </Button>
    </form>
  );
}
