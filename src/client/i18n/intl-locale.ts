import { LOCALES, type LocaleCode } from '@contract/locales';

/**
 * The BCP 47 tag `Intl` formats in for an interface language (`zh-hant` → `zh-HK`, `ar` → `ar-SA`),
 * the same tag `<html lang>` carries; an unknown code is passed on as it is.
 */
export function intlLocaleOf(code: string): string {
  return code in LOCALES ? LOCALES[code as LocaleCode].iso : code;
}
