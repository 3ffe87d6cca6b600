import { clockText } from '@client/lib/clock-text';
import { SECOND_MS } from '@contract/time';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/**
 * The offer's countdown (spec §4): worked out again every second from the end time, so a
 * sleeping tab shows the truth when it wakes; at zero the prices are refreshed.
 */
export function DiscountCountdown({ endsAt, onExpired }: { endsAt: string; onExpired(): void }) {
  const { t } = useLingui();
  const end = new Date(endsAt).getTime();
  const [left, setLeft] = useState(() => (end - Date.now()) / SECOND_MS);
  const expired = useRef(onExpired);
  expired.current = onExpired;
  useEffect(() => {
    let isDone = false;
    const tick = () => {
      const seconds = (end - Date.now()) / SECOND_MS;
      setLeft(seconds);
      if (seconds <= 0 && !isDone) {
        isDone = true;
        expired.current();
      }
    };
    tick();
    const timer = setInterval(tick, SECOND_MS);
    return () => clearInterval(timer);
  }, [end]);
  return (
    <p className="premium__countdown" role="timer">
      {t`Offer ends in ${clockText(left)}`}
    </p>
  );
}
