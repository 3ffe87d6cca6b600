import { savedStartParams } from '@client/bridge/launch-context';
import { showToast } from '@client/components/toast/toast-store';
import { localeAtom } from '@client/i18n/locale-atom';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { LOGIN_RESEND_COUNTDOWN_S } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { phoneLogin } from '../api/phone-login';
import { requestPhoneLogin } from '../api/request-phone-login';
import { completeSignIn } from '../complete-sign-in';
import { forgetCodeSent, rememberCodeSent, secondsBeforeResend } from './code-sent-times';
import { type CountryCode, guessCountry, toE164 } from './phone-number';
import { useCodeCountdown } from './use-code-countdown';

/**
 * Texts a code to a phone number and proves it: the number (checked and turned into E.164 here
 * and again by the server), then the code with the same countdown as email. `prove` does what the
 * code is for: sign in, or link the number to the account.
 */
export function usePhoneCode({ prove }: { prove(phone: string, code: string): Promise<void> }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [country, setCountry] = useState<CountryCode>(() => guessCountry());
  const [number, setNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { countdown, start } = useCodeCountdown();
  const { isBusy, run: exclusive } = useExclusiveAction();

  const send = () =>
    exclusive(async () => {
      const phone = toE164(number.trim(), country);
      if (!phone) {
        showToast(t`Please enter a valid phone number`);
        return;
      }
      // A code texted to this number a moment ago still works: back to it, with the time left.
      const wait = secondsBeforeResend(phone);
      if (wait > 0) {
        setSentTo(phone);
        start(wait);
        return;
      }
      const answer = await requestPhoneLogin({ phone, lang: locale });
      rememberCodeSent(answer.phone);
      setSentTo(answer.phone);
      start(LOGIN_RESEND_COUNTDOWN_S);
    });

  const confirm = () =>
    exclusive(async () => {
      if (!sentTo) return;
      await prove(sentTo, code);
      forgetCodeSent(sentTo);
    });

  return {
    country,
    setCountry,
    number,
    setNumber,
    /** The E.164 number the code went to, once sent. */
    sentTo,
    code,
    setCode,
    countdown,
    isBusy,
    canSend: toE164(number.trim(), country) !== null,
    send,
    confirm,
    /** Back to the number: the code is cleared. */
    back: () => {
      setCode('');
      setSentTo(null);
    },
  };
}

/** Phone sign-in: the code proves the number and signs its owner in (or up). */
export function usePhoneLogin({ onSignedIn }: { onSignedIn(): void }) {
  const locale = useAtomValue(localeAtom);
  return usePhoneCode({
    prove: async (phone, code) => {
      const inviter = savedStartParams().u;
      const result = await phoneLogin({
        phone,
        code,
        lang: locale,
        ...(inviter ? { inviter } : {}),
      });
      await completeSignIn(result);
      onSignedIn();
    },
  });
}
