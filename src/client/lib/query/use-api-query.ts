import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { hashQueryKey, type QueryKey, type QueryState, queryClient } from './query-client';

export interface ApiQueryOptions<T> {
  /** Names the answer: the endpoint, then everything it depends on (ids, filters, the uid). */
  queryKey: QueryKey;
  queryFn(): Promise<T>;
  /** False holds the request back (e.g. until signed in); the state stays pending. */
  enabled?: boolean;
  /** Asks again every this many ms while shown (e.g. while something is being made). */
  refetchInterval?: number | false;
  /** An answer younger than this many ms is not asked again when a screen shows it. */
  staleTime?: number;
}

/**
 * A screen's data, by key: loading, error and the answer for the current key. Two components
 * asking for one key share one request, an answer is cached and shown at once on the next visit
 * while it is asked again, and an answer for a key the screen has left never replaces the current
 * key's.
 */
export function useApiQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  refetchInterval = false,
  staleTime = 0,
}: ApiQueryOptions<T>): QueryState<T> & { refetch(): Promise<T> } {
  const hash = hashQueryKey(queryKey);
  // The key is read through its hash, so a new array with the same parts is the same query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the key
  const subscribe = useCallback(
    (listener: () => void) => queryClient.subscribe(queryKey, listener),
    [hash],
  );
  const state = useSyncExternalStore(subscribe, () => queryClient.getState<T>(queryKey));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the key; the latest queryFn is used
  useEffect(() => {
    if (!enabled) return;
    const ask = () => queryClient.fetchQuery(queryKey, queryFn).catch(() => {});
    const { dataUpdatedAt } = queryClient.getState(queryKey);
    if (!dataUpdatedAt || Date.now() - dataUpdatedAt >= staleTime) ask();
    if (!refetchInterval) return;
    const timer = setInterval(ask, refetchInterval);
    return () => clearInterval(timer);
  }, [hash, enabled, refetchInterval]);
  const refetch = () => queryClient.fetchQuery(queryKey, queryFn);
  return { ...state, refetch };
}
