import { ApiError } from '@client/lib/api/api-error';
import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { useCallback, useEffect, useState } from 'react';
import { getMyCharacter } from '../api/get-my-character';
import { isBeingMade } from '../use-my-characters';

/** How often a character being made is asked for its progress (the job reports every 0.5 s). */
const PROGRESS_POLL_MS = 1000;

/**
 * One of my characters, followed while she is being made: the page polls her detail (decided in
 * docs/decisions.md: polling, since it also finds her after a reload or a server restart).
 */
export function useMyCharacter(characterId: string) {
  const [character, setCharacter] = useState<CustomCharacterDetail | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setCharacter(await getMyCharacter({ characterId }, { silent: true }));
      setHasFailed(false);
    } catch (error) {
      // Not hers (or deleted) is final; a lost answer is only this poll's, the next one retries.
      if (error instanceof ApiError && error.code === REFUSAL_CODE.notFound) setIsMissing(true);
      else setHasFailed(true);
    }
  }, [characterId]);

  useEffect(() => {
    setCharacter(null);
    setIsMissing(false);
    setHasFailed(false);
    void reload();
  }, [reload]);

  const isMaking = character ? isBeingMade(character.state) : false;
  useEffect(() => {
    if (!isMaking) return;
    const timer = setInterval(() => void reload(), PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [isMaking, reload]);

  return { character, setCharacter, isMissing, hasFailed, reload };
}
