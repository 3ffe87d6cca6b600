import type { CallResult } from '@client/lib/api/api-client';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import type { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import { CUSTOM_CHARACTER_STATUS } from '@contract/enums';
import { useAtomValue } from 'jotai';
import { listMyCharacters } from './api/list-my-characters';

export type MyCharacters = CallResult<typeof ENDPOINT_PATHS.customCharacterList>;

/** While one of mine is being made the list is asked again this often, to show its progress. */
const PROGRESS_POLL_MS = 2000;

/** Whether a character is still being made (submitted or creating). */
export function isBeingMade(state: number): boolean {
  return state === CUSTOM_CHARACTER_STATUS.onSubmit || state === CUSTOM_CHARACTER_STATUS.creating;
}

/** The key of my characters' list (the uid names whose). */
const myCharactersKey = (uid: string | null) => ['myCharacters', uid] as const;

/**
 * My characters, the price of a new one and whether one is free; null until loaded (and while
 * signed out). Follows a creation's progress while one is being made.
 */
export function useMyCharacters() {
  const uid = useAtomValue(sessionUidAtom);
  const listKey = myCharactersKey(uid);
  const isMaking =
    queryClient
      .getState<MyCharacters>(listKey)
      .data?.list.some((item) => isBeingMade(item.state)) ?? false;
  const query = useApiQuery({
    queryKey: listKey,
    queryFn: () => listMyCharacters({}, { silent: true }),
    enabled: Boolean(uid),
    refetchInterval: isMaking && PROGRESS_POLL_MS,
  });
  const answer = uid ? (query.data ?? null) : null;
  // A failed poll is only that poll's: the list stays, and the next one asks again.
  const failed = Boolean(uid) && query.isError && !query.isFetching;
  const reload = () => query.refetch().catch(() => {});

  return { uid, answer, failed, reload };
}
