import { BackIcon } from '@client/components/icons/icons';
import { appConfigAtom } from '@client/features/app-config/app-config-atom';
import { useSupportEmail } from '@client/features/app-config/use-support-email';
import { LOGIN_CODE_LENGTH } from '@contract/constants';
import { LOGIN_TYPE } from '@contract/enums';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { GoogleButton } from './google-button';
import { useEmailLogin } from './use-email-login';
import './login-form.css';

interface LoginFormProps {
  /** Opened from a landing page: a sign-in link is mailed instead of a code. */
  fromLanding: boolean;
  onSignedIn(): void;
}

/**
 * The three views of the login popup (spec §2): (a) email / Google, (b) check mail, (c) code.
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
  const supportHint = (
    <p className="login-form__hint">
      <Trans>
        Did not get it? Look in your spam folder, or write to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </Trans>
    </p>
  );

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
      <form
        className="login-form"
        data-view="code"
        onSubmit={(event) => {
          event.preventDefault();
          void login.confirmCode();
        }}
      >
        <div className="login-form__top">
          <button
            type="button"
            className="login-form__back"
            onClick={login.back}
            aria-label={t`Back`}
          >
            <BackIcon />
          </button>
          <h2 className="login-form__title">{t`Enter the code`}</h2>
        </div>
        <p className="login-form__text">
          <Trans>
            We sent a {LOGIN_CODE_LENGTH}-digit code to <strong dir="ltr">{login.email}</strong>.
          </Trans>
        </p>
        <input
          className="text-field login-form__input login-form__input--code"
          name="code"
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LOGIN_CODE_LENGTH}
          aria-label={t`Verification code`}
          value={login.code}
          onChange={(event) => login.setCode(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this view.
          autoFocus
        />
        <Button
          type="submit"
          size="l"
          stretched
          disabled={!login.canConfirm}
          loading={login.isBusy}
        >
          {t`Confirm`}
        </Button>
        {fromLanding ? null : login.canResend ? (
          <button type="button" className="login-form__link" onClick={() => void login.resend()}>
            {t`Send the code again`}
          </button>
        ) : (
          <p className="login-form__countdown" aria-live="polite">
            {t`You can ask for a new code in ${login.countdown} s`}
          </p>
        )}
        {supportHint}
      </form>
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
      {googleClientId ? (
        <>
          {offersEmail ? <p className="login-form__or">{t`or`}</p> : null}
          <GoogleButton clientId={googleClientId} onSignedIn={onSignedIn} />
        </>
      ) : null}
      <p className="login-form__legal">
        {t`By continuing you confirm you are 18 or older and accept our terms and privacy policy.`}
      </p>
    </div>
  );
}
