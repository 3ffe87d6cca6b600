import { API_CODE } from '@contract/api-codes';
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ApiFailure } from '../../api/api-failure';

/**
 * The number checked against libphonenumber's full metadata: a number that cannot exist in its
 * country is refused with 1000 and a readable reason. A national number needs `country`; one
 * typed with `+` ignores it.
 */
export function parsePhone(phone: string, country?: string): PhoneNumber {
  const parsed = parsePhoneNumberFromString(phone, {
    defaultCountry: country as CountryCode | undefined,
    extract: false,
  });
  if (!parsed?.isValid()) {
    throw new ApiFailure(
      API_CODE.badParams,
      'Bad params: phone (not a valid phone number; start with + and the country code)',
    );
  }
  return parsed;
}

/** The number in E.164 (+447700900123), after `parsePhone`'s checks. */
export function normalizePhone(phone: string, country?: string): string {
  return parsePhone(phone, country).number;
}
