import { BackIcon } from '@client/components/icons/icons';
import { LOGIN_CODE_LENGTH } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { cleanCode } from './use-email-login';

interface CodeStepProps {
  /** Where the code went: the address, or the number as people read it. */
  sentTo: string;
  code: string;
  onCode(code: string): void;
  isBusy: boolean;
  onConfirm(): void;
  confirmLabel: string;
  /** Back to the entry of the address or number. */
  onBack?: (() => void) | undefined;
  /** Seconds before the code can be sent again; with `onResend`, the resend link after it. */
  countdown?: number | undefined;
  onResend?: (() => void) | undefined;
  /** What to read under the form, such as where to look for the code. */
  hint?: ReactNode;
}

/**
 * The code view every sign-in and linking flow shares (email or SMS): where the code went, the
 * 6-digit field, confirm, and the countdown before another code may be asked for.
 */
export function CodeStep(props: CodeStepProps) {
  const { t } = useLingui();
  const canResend = props.onResend && (props.countdown ?? 0) <= 0;
  return (
    <form
      className="login-form"
      data-view="code"
      onSubmit={(event) => {
        event.preventDefault();
        if (props.code.length === LOGIN_CODE_LENGTH) props.onConfirm();
      }}
    >
      <div className="login-form__top">
        {props.onBack && (
          <button
            type="button"
            className="login-form__back"
            onClick={props.onBack}
            aria-label={t`Back`}
          >
            <BackIcon />
          </button>
        )}
        <h2 className="login-form__title">{t`Enter the code`}</h2>
      </div>
      <p className="login-form__text">
        <Trans>
          We sent a {LOGIN_CODE_LENGTH}-digit code to <strong dir="ltr">{props.sentTo}</strong>.
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
        value={props.code}
        onChange={(event) => props.onCode(cleanCode(event.target.value))}
        // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this view.
        autoFocus
        data-autofocus
      />
      <Button
        type="submit"
        size="l"
        stretched
        disabled={props.code.length !== LOGIN_CODE_LENGTH || props.isBusy}
        loading={props.isBusy}
      >
        {props.confirmLabel}
      </Button>
      {props.onResend &&
        (canResend ? (
          <button type="button" className="login-form__link" onClick={props.onResend}>
            {t`Send the code again`}
          </button>
        ) : (
          <p className="login-form__countdown" aria-live="polite">
            {t`You can ask for a new code in ${props.countdown} s`}
          </p>
        ))}
      {props.hint}
    </form>
  );
}
