import { appConfigAtom } from '@client/features/app-config/app-config-atom';
import { useSupportEmail } from '@client/features/app-config/use-support-email';
import { LOGIN_TYPE } from '@contract/enums';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { CodeStep } from './code-step';
import { GoogleButton } from './google-button';
import { useEmailLogin } from './use-email-login';
import './login-form.css';

// The phone form brings the phone-number library (about 37 kB compressed): loaded when chosen.
const PhoneLoginForm = lazy(() =>
  import('./phone-login-form').then((module) => ({ default: module.PhoneLoginForm })),
);

interface LoginFormProps {
  /** Opened from a landing page: a sign-in link is mailed instead of a code. */
  fromLanding: boolean;
  onSignedIn(): void;
}

/**
 * The views of the login popup (spec §2): (a) email / Google / phone, (b) check mail, (c) code,
 * and the phone number with its own code.
 * Each showing mounts it afresh, so email, code, code-sent flag and countdown start over.
 */
export default function LoginForm({ fromLanding, onSignedIn }: LoginFormProps) {
  const { t } = useLingui();
  const config = useAtomValue(appConfigAtom);
  const supportEmail = useSupportEmail();
  const login = useEmailLogin({ fromLanding, onSignedIn });

  const loginTypes = config?.supportLoginType ?? [LOGIN_TYPE.email];
  const offersEmail = loginTypes.includes(LOGIN_TYPE.email);
  const googleClientId = loginTypes.includes(LOGIN_TYPE.google) ? config?.googleClientId : null;
  const offersPhone = loginTypes.includes(LOGIN_TYPE.phone);
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  const supportHint = (
    <p className="login-form__hint">
      <Trans>
        Did not get it? Look in your spam folder, or write to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </Trans>
    </p>
  );

  if (method === 'phone') {
    return (
      <Suspense fallback={<div className="login-form__loading" aria-busy="true" />}>
        <PhoneLoginForm onBack={() => setMethod('email')} onSignedIn={onSignedIn} />
      </Suspense>
    );
  }

  if (login.view === 'checkMail') {
    return (
      <div className="login-form" data-view="check-mail">
        <h2 className="login-form__title">{t`Check your mail`}</h2>
        <p className="login-form__text">
          <Trans>
            We sent a sign-in link to <strong dir="ltr">{login.email}</strong>. Open it to continue;
            it works for 10 minutes.
          </Trans>
        </p>
        {supportHint}
      </div>
    );
  }

  if (login.view === 'code') {
    return (
      <CodeStep
        sentTo={login.email}
        code={login.code}
        onCode={login.setCode}
        isBusy={login.isBusy}
        onConfirm={() => void login.confirmCode()}
        confirmLabel={t`Confirm`}
        onBack={login.back}
        countdown={login.countdown}
        onResend={fromLanding ? undefined : () => void login.resend()}
        hint={supportHint}
      />
    );
  }

  return (
    <div className="login-form" data-view="email">
      <h2 className="login-form__title">{t`Sign in`}</h2>
      {offersEmail ? (
        <form
          className="login-form__email"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void login.sendEmail();
          }}
        >
          <input
            className="text-field login-form__input"
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={t`Your email`}
            aria-label={t`Your email`}
            value={login.email}
            onChange={(event) => login.setEmail(event.target.value)}
          />
          <Button type="submit" size="l" stretched loading={login.isBusy}>
            {fromLanding ? t`Email me a sign-in link` : t`Send code`}
          </Button>
        </form>
      ) : null}
      {offersEmail && (googleClientId || offersPhone) ? (
        <p className="login-form__or">{t`or`}</p>
      ) : null}
      {googleClientId ? <GoogleButton clientId={googleClientId} onSignedIn={onSignedIn} /> : null}
      {offersPhone ? (
        <Button size="l" stretched mode="bezeled" onClick={() => setMethod('phone')}>
          {t`Sign in with a phone number`}
        </Button>
      ) : null}
      <p className="login-form__legal">
        {t`By continuing you confirm you are 18 or older and accept our terms and privacy policy.`}
      </p>
    </div>
  );
}
