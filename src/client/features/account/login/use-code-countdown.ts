import { useEffect, useState } from 'react';

/** The seconds left before a new code may be asked for; `start` begins the count. */
export function useCodeCountdown() {
  const [countdown, setCountdown] = useState(0);
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);
  return { countdown, start: setCountdown };
}
