import type { QueryKey } from '@client/lib/query/query-client';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';

/**
 * Loads what a page shows, under `queryKey`, when `load` is given (null while signed out: the calls
 * need a session). A failure was already shown as a toast by the API error listener; `hasFailed`
 * lets the page offer to try again. The key holds what the answer depends on (the uid), so an
 * answer for an earlier key (another user, a page left) never shows.
 */
export function usePageData<T>(queryKey: QueryKey, load: (() => Promise<T>) | null) {
  const query = useApiQuery<T>({
    queryKey,
    queryFn: () => (load ? load() : Promise.reject(new Error('signed out'))),
    enabled: Boolean(load),
  });
  const data = load ? (query.data ?? null) : null;
  const hasFailed = Boolean(load) && query.isError && !query.isFetching;

  /** Shows a changed page (a server's answer to an action), as `useState`'s setter does. */
  const setData = (next: T | ((current: T | null) => T | null)) =>
    queryClient.setQueryData<T>(queryKey, (current) =>
      typeof next === 'function'
        ? ((next as (current: T | null) => T | null)(current ?? null) ?? undefined)
        : next,
    );

  const reload = () => {
    if (load) query.refetch().catch(() => {});
  };

  return { data, setData, hasFailed, reload };
}
