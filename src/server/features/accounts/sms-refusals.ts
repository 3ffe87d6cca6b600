import type { PhoneNumberType } from 'libphonenumber-js/max';
import { Counter } from 'prom-client';

/**
 * Why a sign-in SMS was not sent: the kind of number that cannot take one (libphonenumber's
 * type, such as `premium_rate`, or `unknown_type`), a country outside SMS_COUNTRIES, or the
 * hourly budget spent. Few values, so the metric's label stays small.
 */
export type SmsRefusalReason =
  | Lowercase<Exclude<PhoneNumberType, 'MOBILE' | 'FIXED_LINE_OR_MOBILE'>>
  | 'unknown_type'
  | 'country'
  | 'hourly_budget';

/**
 * Sign-in SMS refused by the anti-pumping rules, by reason. Counted by each process like its
 * request timings (Prometheus adds the copies up); /metrics registers it in its registry.
 */
export const smsRefusals = new Counter({
  name: 'sms_codes_refused_total',
  help: 'Sign-in SMS not sent by the anti-pumping rules, by reason (number kind, country, budget)',
  labelNames: ['reason'] as const,
  registers: [],
});

/** Counts one refused SMS for /metrics. */
export function countSmsRefusal(reason: SmsRefusalReason): void {
  smsRefusals.inc({ reason });
}
