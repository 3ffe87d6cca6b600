import { activateLocale, rememberLocale } from '@client/i18n/activate-locale';
import { localeAtom } from '@client/i18n/locale-atom';
import { callApi } from '@client/lib/api/api';
import { appStore } from '@client/lib/app-store';
import { getDeviceUuid } from '@client/lib/storage';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { LocaleCode } from '@contract/locales';
import { localizePath, splitLocalePrefix } from '@contract/routes';

/**
 * Switches the interface language: remembers it in the cookie, loads it, moves the URL to the
 * locale's prefix (same page) and tells the server, which keeps it for this device.
 */
export async function changeLocale(locale: LocaleCode): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
  const { path } = splitLocalePrefix(window.location.pathname);
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', localizePath(path, locale) + search + hash);
  appStore.set(localeAtom, locale);
  await callApi(
    ENDPOINT_PATHS.setLanguage,
    { lang: locale, uuid: getDeviceUuid() },
    { silent: true },
  ).catch((error: unknown) => console.warn('could not save the language on the server', error));
}
