import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { CodeStep } from './code-step';
import { PhoneField } from './phone-field';
import { formatInternational } from './phone-number';
import type { usePhoneCode } from './use-phone-login';

/**
 * A phone number proven by a texted code, in two steps: the number with its country, then the
 * code. Signing in and adding a number to an account differ only in their words and what the
 * proof does (usePhoneCode's `prove`).
 */
export function PhoneCodeSteps({
  phone,
  heading,
  text,
  confirmLabel,
  view,
}: {
  phone: ReturnType<typeof usePhoneCode>;
  /** The number step's heading (with a way back, where there is one). */
  heading: ReactNode;
  text: string;
  /** The code step's button. */
  confirmLabel: string;
  /** The form's `data-view`, for the popup that hosts it. */
  view?: string;
}) {
  const { t } = useLingui();
  if (phone.sentTo) {
    return (
      <CodeStep
        sentTo={formatInternational(phone.sentTo)}
        code={phone.code}
        onCode={phone.setCode}
        isBusy={phone.isBusy}
        onConfirm={() => void phone.confirm()}
        confirmLabel={confirmLabel}
        onBack={phone.back}
        countdown={phone.countdown}
        onResend={() => void phone.send()}
      />
    );
  }
  return (
    <form
      className="login-form"
      data-view={view}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void phone.send();
      }}
    >
      {heading}
      <p className="login-form__text">{text}</p>
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
  );
}
