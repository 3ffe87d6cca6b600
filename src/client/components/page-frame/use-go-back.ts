import { useCallback } from 'react';
import { useLocation } from 'wouter';

/** Marks the page the app was opened on, so "back" from it goes to a parent, not off the site. */
export function markEntryPage(): void {
  window.history.replaceState({ ...(window.history.state ?? {}), isAppEntry: true }, '');
}

/** Goes back in history, or to `fallbackPath` when this is the first page of the visit. */
export function useGoBack(fallbackPath: string): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    const state = window.history.state as { isAppEntry?: boolean } | null;
    if (state?.isAppEntry || window.history.length <= 1) navigate(fallbackPath, { replace: true });
    else window.history.back();
  }, [fallbackPath, navigate]);
}
