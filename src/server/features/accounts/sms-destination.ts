import { REFUSAL_CODE } from '@contract/api-codes';
import type { NumberType } from 'libphonenumber-js/max';
import { ApiFailure } from '../../api/api-failure';
import { parsePhone } from './phone-numbers';
import { countSmsRefusal, type SmsRefusalReason } from './sms-refusals';

/** The numbers an SMS reaches; "fixed line or mobile" is how some countries (US) number both. */
const TEXTABLE_TYPES: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** Each kind of number that cannot take a code, as the refusal names it. */
const KIND_NAMES: Record<Exclude<SmsRefusalReason, 'country' | 'hourly_budget'>, string> = {
  premium_rate: 'a premium-rate number',
  toll_free: 'a toll-free number',
  shared_cost: 'a shared-cost number',
  voip: 'an internet (VoIP) number',
  personal_number: 'a personal (forwarding) number',
  pager: 'a pager number',
  uan: 'a company (UAN) number',
  voicemail: 'a voicemail number',
  fixed_line: 'a landline',
  unknown_type: 'a number of unknown kind',
};

/**
 * Refuses (2077) a number a sign-in code must not be texted to, and counts why on /metrics:
 * anything but a mobile number (premium-rate, shared-cost and the like are how SMS pumping earns
 * its money), and numbers outside `allowedCountries` when that list is not empty.
 */
export function assertSmsDestination(phone: string, allowedCountries: readonly string[]): void {
  const parsed = parsePhone(phone);
  if (allowedCountries.length > 0 && !allowedCountries.includes(parsed.country ?? '')) {
    countSmsRefusal('country');
    throw new ApiFailure(
      REFUSAL_CODE.smsNumberRefused,
      `Sign-in codes are not texted to numbers of this country (${parsed.country ?? 'none'})`,
    );
  }
  const type = parsed.getType();
  if (TEXTABLE_TYPES.has(type)) return;
  const reason = type ? (type.toLowerCase() as keyof typeof KIND_NAMES) : 'unknown_type';
  countSmsRefusal(reason);
  throw new ApiFailure(
    REFUSAL_CODE.smsNumberRefused,
    `Sign-in codes are texted only to mobile numbers; this is ${KIND_NAMES[reason]}`,
  );
}
