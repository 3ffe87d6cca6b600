import { resolveLegacyPath } from '@contract/legacy-paths';
import { findRoute } from '@contract/routes';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { AdultCheckPopup } from '@client/features/adult-check/adult-check-popup';
import { NotFoundScreen } from '@client/features/errors/not-found-screen';
import { screenFor } from './screens';

/** Draws the screen of the current path, or the 404 page; the route table is the contract's. */
export function AppRoutes({ onNavigate }: { onNavigate(path: string): void }) {
  const [location, navigate] = useLocation();
  const route = findRoute(location);
  const legacyTarget = resolveLegacyPath(location);

  useEffect(() => {
    // The server redirects old /web links; pages served by the service worker land here instead.
    if (legacyTarget) navigate(legacyTarget + window.location.search, { replace: true });
    // `location` is relative to the locale base; the watcher wants the full path.
    else onNavigate(location && window.location.pathname);
  }, [location, legacyTarget, navigate, onNavigate]);

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
