import { useCallback, useRef, useState } from 'react';

/**
 * Runs one task at a time: a call while one is running does nothing (a double tap sends one
 * request). A failed task is dropped here because the API error listener has already shown it.
 */
export function useExclusiveAction() {
  const runningRef = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (runningRef.current) return;
    runningRef.current = true;
    setIsBusy(true);
    try {
      await task();
    } catch {
      // Shown by the API error listener.
    } finally {
      runningRef.current = false;
      setIsBusy(false);
    }
  }, []);
  return { isBusy, run };
}
