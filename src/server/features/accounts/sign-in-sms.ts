import type { LocaleCode } from '@contract/locales';
import type { SmsMessage } from '../../providers/sms/sms-sender';
import { SIGN_IN_MAIL_TEXTS } from '../mail/sign-in-mail-texts';

/**
 * The sign-in SMS in the user's language, made of the code mail's subject and expiry lines so
 * every locale already has it: "123456 is your Velora sign-in code. The code works once…".
 */
export function buildSignInSms(options: {
  to: string;
  locale: LocaleCode;
  brand: string;
  code: string;
}): SmsMessage {
  const texts = SIGN_IN_MAIL_TEXTS[options.locale];
  const fill = (template: string) =>
    template.replaceAll('{code}', options.code).replaceAll('{brand}', options.brand);
  return { to: options.to, body: `${fill(texts.codeSubject)}\n${fill(texts.codeExpiry)}` };
}
