import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads what a page shows, when `load` is given (null while signed out: the calls need a
 * session). A failure was already shown as a toast by the API error listener; `hasFailed` lets the
 * page offer to try again. Answers of a load that was replaced (sign-out, leaving) are dropped.
 */
export function usePageData<T>(load: (() => Promise<T>) | null) {
  const [data, setData] = useState<T | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const latestRequest = useRef(0);

  const start = useCallback((task: () => Promise<T>) => {
    const request = ++latestRequest.current;
    setHasFailed(false);
    task().then(
      (loaded) => {
        if (request === latestRequest.current) setData(loaded);
      },
      () => {
        if (request === latestRequest.current) setHasFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    if (!load) {
      setData(null);
      return;
    }
    start(load);
    return () => {
      latestRequest.current++;
    };
  }, [load, start]);

  const reload = useCallback(() => {
    if (load) start(load);
  }, [load, start]);

  return { data, setData, hasFailed, reload };
}
