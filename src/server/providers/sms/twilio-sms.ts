import type { Logger } from '../../lib/logger';
import { SmsDeliveryError, type SmsSender } from './sms-sender';

export interface TwilioConfig {
  /** https://api.twilio.com, or a local fake in tests. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or a messaging service / alphanumeric sender id. */
  from: string;
}

const TIMEOUT_MS = 15_000;

/**
 * Twilio's Messages API over fetch: POST /2010-04-01/Accounts/{sid}/Messages.json with basic
 * auth and a form body of To, From and Body. Twilio answers an error as JSON with `code` and
 * `message`; that message becomes the readable reason.
 */
export function createTwilioSms(config: TwilioConfig, log: Logger): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.baseUrl,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        log.warn({ err: error, to: message.to }, 'Twilio unreachable');
        throw new SmsDeliveryError('the SMS service could not be reached; please try again');
      }
      const answer = (await response.json().catch(() => null)) as {
        sid?: unknown;
        code?: unknown;
        message?: unknown;
      } | null;
      if (!response.ok) {
        const detail = typeof answer?.message === 'string' ? answer.message : response.statusText;
        log.warn(
          { status: response.status, code: answer?.code, to: message.to },
          'Twilio refused an SMS',
        );
        throw new SmsDeliveryError(
          response.status >= 500 || response.status === 401 || response.status === 403
            ? 'the SMS service is not available right now; please try again later'
            : detail,
        );
      }
      log.info({ to: message.to, sid: answer?.sid }, 'SMS sent');
    },
  };
}
