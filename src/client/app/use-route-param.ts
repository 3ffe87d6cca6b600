import { findRoute, splitLocalePrefix } from '@contract/routes';
import { useBrowserLocation } from 'wouter/use-browser-location';

/** A parameter of the current route, such as `conversationId` of `/chat/:conversationId`. */
export function useRouteParam(name: string): string | null {
  const [pathname] = useBrowserLocation();
  return findRoute(splitLocalePrefix(pathname).path)?.params[name] ?? null;
}
