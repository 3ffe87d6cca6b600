import { useEffect, useState } from 'react';

/**
 * A linked phone number, written the international way (+1 415-555-0123) once the phone-number
 * library has loaded; until then as stored (+14155550123). The library stays out of Settings'
 * first load for everyone without a phone number.
 */
export function PhoneNumberText({ e164 }: { e164: string }) {
  const [text, setText] = useState(e164);
  useEffect(() => {
    let isCurrent = true;
    void import('@client/features/account/login/phone-number').then(({ formatInternational }) => {
      if (isCurrent) setText(formatInternational(e164));
    });
    return () => {
      isCurrent = false;
    };
  }, [e164]);
  return <>{text}</>;
}
