import { phoneLoginEndpoint, requestPhoneLoginEndpoint } from '@contract/api/login-endpoints';
import { bindPhoneEndpoint } from '@contract/api/user-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { BRANDS } from '@contract/brands';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { SmsDeliveryError } from '../../providers/sms/sms-sender';
import { attachIdentity } from './binds';
import { consumeLoginCode, issueLoginSecret } from './login-codes';
import { normalizePhone } from './phone-numbers';
import { requestLanguage } from './request-language';
import { NEUTRAL_NICK, phoneIdentity, signIn } from './sign-in';
import { buildSignInSms } from './sign-in-sms';
import { assertSmsDestination } from './sms-destination';

/**
 * Phone sign-in: the emailed code's rules and screens, with the code sent by SMS, and only to
 * mobile numbers of the allowed countries within the hourly budget. Binding a number proves it
 * with a code from the same request.
 */
export const phoneLoginRoutes = [
  implement(requestPhoneLoginEndpoint, async (input, { db, env, ip, services }) => {
    const phone = normalizePhone(input.phone, input.country);
    assertSmsDestination(phone, env.SMS_COUNTRIES);
    const lang = await requestLanguage(db, input);
    const secret = await issueLoginSecret(db, {
      channel: 'sms',
      address: phone,
      kind: 'code',
      ip,
      hourlyBudget: env.SMS_HOURLY_LIMIT,
    });
    if (secret.kind !== 'code') throw new Error('an SMS secret must be a code');
    const sms = buildSignInSms({
      to: phone,
      locale: lang,
      brand: BRANDS[env.BRAND].title,
      code: secret.code,
    });
    try {
      await services.sms.send(sms, { code: secret.code });
    } catch (error) {
      if (error instanceof SmsDeliveryError) {
        throw new ApiFailure(REFUSAL_CODE.smsFailed, `The code could not be sent: ${error.reason}`);
      }
      throw error;
    }
    // The same answer whether or not the number has an account.
    return { success: true as const, phone };
  }),

  implement(phoneLoginEndpoint, async (input, { db }) => {
    const phone = normalizePhone(input.phone, input.country);
    await consumeLoginCode(db, phone, input.code);
    return signIn(db, phoneIdentity(phone), {
      // The number is private; it never becomes the public nick.
      nick: NEUTRAL_NICK,
      lang: await requestLanguage(db, input),
      channel: input.ch ?? null,
      inviter: input.inviter ?? null,
    });
  }),

  implement(bindPhoneEndpoint, async (input, context) => {
    const phone = normalizePhone(input.phone, input.country);
    const uid = signedInUid(context);
    await consumeLoginCode(context.db, phone, input.code);
    return { binds: await attachIdentity(context.db, uid, phoneIdentity(phone)) };
  }),
];
