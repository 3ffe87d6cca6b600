import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { createOutboxSms } from './outbox-sms';
import { createTwilioSms } from './twilio-sms';

export interface SmsMessage {
  /** The number in E.164, such as +447700900123. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** `twilio` delivers; `outbox` writes `.sms.txt` files for a developer to read. */
  kind: 'twilio' | 'outbox';
  /**
   * Sends one SMS. `logFields` go into the log line; the outbox logs the code there. A refusal by
   * the provider throws `SmsDeliveryError` with its readable reason.
   */
  send(message: SmsMessage, logFields: Record<string, string>): Promise<void>;
}

/** The provider refused or could not be reached; `reason` is safe to show the user. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
  constructor(readonly reason: string) {
    super(`SMS not sent: ${reason}`);
  }
}

/** Twilio when `SMS_PROVIDER=twilio`; otherwise the outbox, so sign-in works with no provider. */
export function createSmsSender(env: Env, log: Logger): SmsSender {
  if (env.SMS_PROVIDER === 'twilio') {
    const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
    // parseEnv already refuses twilio without these; this keeps the types honest.
    if (!accountSid || !authToken || !from) {
      throw new Error(
        'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      );
    }
    return createTwilioSms({ baseUrl: env.TWILIO_API_BASE_URL, accountSid, authToken, from }, log);
  }
  return createOutboxSms(env, log);
}
