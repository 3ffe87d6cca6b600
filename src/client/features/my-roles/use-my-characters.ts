import type { CallResult } from '@client/lib/api/api-client';
import { sessionUidAtom } from '@client/session/session';
import type { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import { CUSTOM_CHARACTER_STATUS } from '@contract/enums';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { listMyCharacters } from './api/list-my-characters';

export type MyCharacters = CallResult<typeof ENDPOINT_PATHS.customCharacterList>;

/** While one of mine is being made the list is asked again this often, to show its progress. */
const PROGRESS_POLL_MS = 2000;

/** Whether a character is still being made (submitted or creating). */
export function isBeingMade(state: number): boolean {
  return state === CUSTOM_CHARACTER_STATUS.onSubmit || state === CUSTOM_CHARACTER_STATUS.creating;
}

/**
 * My characters, the price of a new one and whether one is free; null until loaded (and while
 * signed out). Follows a creation's progress while one is being made.
 */
export function useMyCharacters() {
  const uid = useAtomValue(sessionUidAtom);
  const [answer, setAnswer] = useState<MyCharacters | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setAnswer(await listMyCharacters({}, { silent: true }));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    setAnswer(null);
    if (uid) void reload();
  }, [uid, reload]);

  const isMaking = answer?.list.some((item) => isBeingMade(item.state)) ?? false;
  useEffect(() => {
    if (!isMaking) return;
    const timer = setInterval(() => void reload(), PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [isMaking, reload]);

  return { uid, answer, failed, reload };
}
