import { ApiError } from '@client/lib/api/api-error';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { getStudioItem } from '../api/get-studio-item';
import { refreshOtherStudioLists } from '../studio-lists';

/** How often a picture being made is asked for its progress. */
const PROGRESS_POLL_MS = 1000;

/**
 * One studio item, followed while it is made (polling, like a character being made: it also
 * finds the item after a reload or a server restart).
 */
export function useStudioItem(itemId: string) {
  const itemKey = ['studioItem', itemId] as const;
  const isGenerating = queryClient.getState<StudioItem>(itemKey).data?.state === 'generating';
  const answer = useApiQuery({
    queryKey: itemKey,
    queryFn: () => getStudioItem({ itemId }, { silent: true }),
    refetchInterval: isGenerating && PROGRESS_POLL_MS,
  });
  // Gone (deleted, or not mine) is final; a lost answer is only this poll's.
  const isMissing = answer.error instanceof ApiError && answer.error.code === REFUSAL_CODE.notFound;

  /** Shows the item as the server answered after a change; the lists holding it ask again. */
  const setItem = (item: StudioItem) => {
    queryClient.setQueryData<StudioItem>(itemKey, () => item);
    refreshOtherStudioLists(null);
  };

  return { item: isMissing ? null : (answer.data ?? null), setItem, isMissing };
}
