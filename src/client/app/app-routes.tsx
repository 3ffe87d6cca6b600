import { AdultCheckPopup } from '@client/features/adult-check/adult-check-popup';
import { NotFoundScreen } from '@client/features/errors/not-found-screen';
import { localeAtom } from '@client/i18n/locale-atom';
import { resolveLegacyPath } from '@contract/legacy-paths';
import { findRoute, localizePath, splitLocalePrefix } from '@contract/routes';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { screenFor } from './screens';

/** Draws the screen of the current path, or the 404 page; the route table is the contract's. */
export function AppRoutes({ onNavigate }: { onNavigate(path: string): void }) {
  const [, navigate] = useLocation();
  // The full path: a history entry from before a language switch carries the old prefix; it is
  // the same page, shown in the current language (the effect below fixes the URL).
  const [pathname] = useBrowserLocation();
  const locale = useAtomValue(localeAtom);
  const pagePath = splitLocalePrefix(pathname).path;
  const route = findRoute(pagePath);
  const legacyTarget = resolveLegacyPath(pagePath);

  useEffect(() => {
    const { search, hash } = window.location;
    // The server redirects old /web links; pages served by the service worker land here instead.
    if (legacyTarget) {
      navigate(legacyTarget + search, { replace: true });
      return;
    }
    const localized = localizePath(splitLocalePrefix(pathname).path, locale);
    if (localized !== pathname) {
      window.history.replaceState(window.history.state, '', localized + search + hash);
      return;
    }
    onNavigate(pathname);
  }, [pathname, locale, legacyTarget, navigate, onNavigate]);

  const Screen = route ? screenFor(route.id) : null;
  return (
    <>
      <Suspense fallback={<div className="app-screen-loading" aria-busy="true" />}>
        {Screen && route ? <Screen routeId={route.id} /> : <NotFoundScreen />}
      </Suspense>
      <AdultCheckPopup routeId={route?.id ?? null} />
    </>
  );
}
