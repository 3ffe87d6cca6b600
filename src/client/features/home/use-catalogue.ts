import { hashQueryKey, queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import type { CharacterCard } from '@contract/api/character-endpoints';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { listCharacters } from '../characters/api/list-characters';

export interface CatalogueQuery {
  sort: number;
  style: 'realistic' | 'anime' | null;
  tags: string[];
}

/** The pages of one query loaded so far, as one list. */
interface CataloguePages {
  list: CharacterCard[];
  nextCursor: string | null;
}

/** A next page's request, for the query it continues (another query's never shows). */
interface MoreState {
  hash: string;
  isLoading: boolean;
  hasFailed: boolean;
}

/**
 * The catalogue for a query, page by page; `loadMore` fetches the next page once. It loads again
 * when the user's interests change, since Recommended is ordered by them. Each query's answer is
 * its own: a slow answer for filters the user has left never shows under the current ones.
 */
export function useCatalogue(query: CatalogueQuery, interests: readonly string[] = []) {
  const uid = useAtomValue(sessionUidAtom);
  // The interests and the uid only name the answer: the server reads them from the session.
  const queryKey = ['characters', query, interests, uid] as const;
  const hash = hashQueryKey(queryKey);
  const pageAfter = (cursor: string | null) =>
    listCharacters({
      sort: query.sort,
      ...(query.style ? { style: query.style } : {}),
      ...(query.tags.length > 0 ? { tags: query.tags } : {}),
      ...(cursor ? { cursor } : {}),
    });
  const answer = useApiQuery<CataloguePages>({ queryKey, queryFn: () => pageAfter(null) });
  const [more, setMore] = useState<MoreState | null>(null);
  const next = more?.hash === hash ? more : null;
  const cursor = answer.data?.nextCursor ?? null;

  const loading =
    answer.isPending || (answer.isError && answer.isFetching) || Boolean(next?.isLoading);
  const failed = (answer.isError && !answer.isFetching) || Boolean(next?.hasFailed);
  const finished = answer.data !== undefined && cursor === null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the query
  const loadNext = useCallback(() => {
    const settle = (hasFailed: boolean) =>
      setMore((current) =>
        current?.hash === hash ? { hash, isLoading: false, hasFailed } : current,
      );
    setMore({ hash, isLoading: true, hasFailed: false });
    pageAfter(cursor).then(
      (page) => {
        // Appended only to the list it continues.
        queryClient.setQueryData<CataloguePages>(queryKey, (current) =>
          current?.nextCursor === cursor
            ? { list: [...current.list, ...page.list], nextCursor: page.nextCursor }
            : current,
        );
        settle(false);
      },
      () => settle(true),
    );
  }, [hash, cursor]);

  const loadMore = useCallback(() => {
    if (!loading && !finished && !failed && cursor) loadNext();
  }, [loading, finished, failed, cursor, loadNext]);

  const retry = () => {
    if (next?.hasFailed) loadNext();
    else answer.refetch().catch(() => {});
  };

  return { cards: answer.data?.list ?? [], loading, finished, failed, loadMore, retry };
}
