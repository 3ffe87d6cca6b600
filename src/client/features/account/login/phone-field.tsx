import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { type CountryCode, callingCodeOf, formatAsTyped, PHONE_COUNTRIES } from './phone-number';

/**
 * A phone number entry: the country (named in the page's language, with its +code) and the
 * number, grouped as it is typed. A number typed with `+` keeps its own country code.
 */
export function PhoneField({
  country,
  onCountry,
  number,
  onNumber,
}: {
  country: CountryCode;
  onCountry(country: CountryCode): void;
  number: string;
  onNumber(number: string): void;
}) {
  const { t, i18n } = useLingui();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    return PHONE_COUNTRIES.map((code) => ({
      code,
      label: `${names.of(code) ?? code} (${callingCodeOf(code)})`,
    })).sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  }, [i18n.locale]);
  return (
    <div className="login-form__phone">
      <select
        className="text-field login-form__input"
        name="country"
        aria-label={t`Country`}
        value={country}
        onChange={(event) => onCountry(event.target.value as CountryCode)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <input
        className="text-field login-form__input"
        name="phone"
        type="tel"
        dir="ltr"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t`Phone number`}
        aria-label={t`Phone number`}
        value={number}
        // Grouping only while typing forward: reformatting a deletion would undo it.
        onChange={(event) => {
          const typed = event.target.value;
          onNumber(typed.length > number.length ? formatAsTyped(typed, country) : typed);
        }}
        data-autofocus
      />
    </div>
  );
}
