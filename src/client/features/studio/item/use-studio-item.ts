import { ApiError } from '@client/lib/api/api-error';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { useCallback, useEffect, useState } from 'react';
import { getStudioItem } from '../api/get-studio-item';

/** How often a picture being made is asked for its progress. */
const PROGRESS_POLL_MS = 1000;

/**
 * One studio item, followed while it is made (polling, like a character being made: it also
 * finds the item after a reload or a server restart).
 */
export function useStudioItem(itemId: string) {
  const [item, setItem] = useState<StudioItem | null>(null);
  const [isMissing, setIsMissing] = useState(false);

  const reload = useCallback(async () => {
    try {
      setItem(await getStudioItem({ itemId }, { silent: true }));
    } catch (error) {
      // Gone (deleted, or not mine) is final; a lost answer is only this poll's.
      if (error instanceof ApiError && error.code === REFUSAL_CODE.notFound) setIsMissing(true);
    }
  }, [itemId]);

  useEffect(() => {
    setItem(null);
    setIsMissing(false);
    void reload();
  }, [reload]);

  const isGenerating = item?.state === 'generating';
  useEffect(() => {
    if (!isGenerating) return;
    const timer = setInterval(() => void reload(), PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [isGenerating, reload]);

  return { item, setItem, isMissing };
}
