import { savedStartParams } from '@client/bridge/launch-context';
import { dismissToast, showToast } from '@client/components/toast/toast-store';
import { localeAtom } from '@client/i18n/locale-atom';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { LOGIN_CODE_LENGTH, LOGIN_RESEND_COUNTDOWN_S } from '@contract/constants';
import { isValidEmail, normalizeEmail } from '@contract/email';
import { splitLocalePrefix } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { emailLogin } from '../api/email-login';
import { requestEmailLogin } from '../api/request-email-login';
import { completeSignIn } from '../complete-sign-in';
import { forgetCodeSent, rememberCodeSent, secondsBeforeResend } from './code-sent-times';
import { useCodeCountdown } from './use-code-countdown';

export type LoginView = 'email' | 'code' | 'checkMail';

/** Only digits, at most six: what the code field keeps of whatever was typed or pasted. */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH);
}

/**
 * The email sign-in of spec §4: email entry, then the code (or, from a landing page, the
 * 'check your mail' notice). Requests never overlap. Sending again to an address whose code went
 * less than 60 s ago shows that code's view with the countdown left, asking nothing.
 */
export function useEmailLogin({
  fromLanding,
  onSignedIn,
}: {
  fromLanding: boolean;
  onSignedIn(): void;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [view, setView] = useState<LoginView>('email');
  const [email, setEmail] = useState('');
  const [code, setCodeState] = useState('');
  const { countdown, start: setCountdown } = useCodeCountdown();
  const { isBusy, run: exclusive } = useExclusiveAction();
  // A complaint about the address must not linger over the code view once the address is right.
  const inputToasts = useRef<number[]>([]);
  const complain = (message: string) => inputToasts.current.push(showToast(message));
  const clearComplaints = () => {
    for (const id of inputToasts.current.splice(0)) dismissToast(id);
  };

  const sendEmail = () =>
    exclusive(async () => {
      const address = email.trim();
      if (!address) {
        complain(t`Operation failed, input field cannot be empty`);
        return;
      }
      if (!isValidEmail(address)) {
        complain(
          t({ id: 'MoTalk_Common_Email_Error', message: 'Please enter a valid email address' }),
        );
        return;
      }
      clearComplaints();
      const key = normalizeEmail(address);
      // A code sent to this address a moment ago still works: back to it, with the time left.
      const wait = fromLanding ? 0 : secondsBeforeResend(key);
      if (wait > 0) {
        setView('code');
        setCountdown(wait);
        return;
      }
      await requestEmailLogin({
        email: address,
        useShortCode: !fromLanding,
        lang: locale,
        // The link brings the visitor back to the page they asked from, in their language.
        ...(fromLanding ? { returnPath: splitLocalePrefix(window.location.pathname).path } : {}),
      });
      if (fromLanding) {
        setView('checkMail');
      } else {
        rememberCodeSent(key);
        setView('code');
        setCountdown(LOGIN_RESEND_COUNTDOWN_S);
      }
    });

  const confirmCode = () =>
    exclusive(async () => {
      if (code.length !== LOGIN_CODE_LENGTH) return;
      const inviter = savedStartParams().u;
      const result = await emailLogin({
        email: email.trim(),
        code,
        lang: locale,
        ...(inviter ? { inviter } : {}),
      });
      await completeSignIn(result);
      forgetCodeSent(normalizeEmail(email));
      onSignedIn();
    });

  return {
    view,
    email,
    setEmail,
    code,
    setCode: (value: string) => setCodeState(cleanCode(value)),
    countdown,
    isBusy,
    canConfirm: code.length === LOGIN_CODE_LENGTH && !isBusy,
    canResend: !fromLanding && countdown === 0,
    sendEmail,
    resend: sendEmail,
    confirmCode,
    /** Back from the code: the code is cleared and email entry shows again. */
    back: () => {
      setCodeState('');
      setView('email');
    },
  };
}
