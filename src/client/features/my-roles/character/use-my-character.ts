import { ApiError } from '@client/lib/api/api-error';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { getMyCharacter } from '../api/get-my-character';
import { isBeingMade } from '../use-my-characters';

/** How often a character being made is asked for its progress (the job reports every 0.5 s). */
const PROGRESS_POLL_MS = 1000;

/**
 * One of my characters, followed while she is being made: the page polls her detail (decided in
 * docs/decisions.md: polling, since it also finds her after a reload or a server restart).
 */
export function useMyCharacter(characterId: string) {
  // The same key as her tags screen's, which shows her too.
  const characterKey = ['myCharacter', characterId] as const;
  const current = queryClient.getState<CustomCharacterDetail>(characterKey).data;
  const isMaking = current ? isBeingMade(current.state) : false;
  const query = useApiQuery({
    queryKey: characterKey,
    queryFn: () => getMyCharacter({ characterId }, { silent: true }),
    refetchInterval: isMaking && PROGRESS_POLL_MS,
  });
  // Not hers (or deleted) is final; a lost answer is only this poll's, the next one retries.
  const isMissing = query.error instanceof ApiError && query.error.code === REFUSAL_CODE.notFound;
  const hasFailed = query.isError && !isMissing && !query.isFetching;

  /** Shows her as the server answered after a change; my list asks again. */
  const setCharacter = (changed: CustomCharacterDetail) => {
    queryClient.setQueryData<CustomCharacterDetail>(characterKey, () => changed);
    queryClient.invalidateQueries(['myCharacters']);
  };
  const reload = () => query.refetch().catch(() => {});

  return { character: query.data ?? null, setCharacter, isMissing, hasFailed, reload };
}
