import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

export type { CountryCode };

/** Every country libphonenumber knows, for the picker. */
export const PHONE_COUNTRIES: readonly CountryCode[] = getCountries();

/** +44 for GB. */
export const callingCodeOf = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

/** The country of the device's language region (en-GB → GB), else the US. */
export function guessCountry(
  languages: readonly string[] = navigator.languages ?? [],
): CountryCode {
  for (const language of languages) {
    const region = language.split('-')[1]?.toUpperCase();
    if (region && (PHONE_COUNTRIES as readonly string[]).includes(region)) {
      return region as CountryCode;
    }
  }
  return 'US';
}

/** The number as typed so far, grouped the way its country writes it. */
export function formatAsTyped(text: string, country: CountryCode): string {
  return new AsYouType(country).input(text);
}

/**
 * The number in E.164 when it can be a real number, else null. A number typed with `+` keeps its
 * own country code; a national one takes the picked country's.
 */
export function toE164(text: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** An E.164 number the way people read it: +44 7911 123456. */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
