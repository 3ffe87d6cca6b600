import { refreshProfile } from '@client/session/profile-atom';
import type { MyProfile } from '@contract/api/user-endpoints';
import { useEffect, useState } from 'react';

type ChatLock = NonNullable<MyProfile['chatLock']>;

/** setTimeout's longest wait; a lock longer than that is looked at again after it. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The profile's chat lock while it holds: it opens by itself at its end (the profile is read
 * again then, so the balances and any new lock are current).
 */
export function useChatLock(lock: ChatLock | null): ChatLock | null {
  const [, setEnded] = useState(0);
  const endsAt = lock?.lockedUntil ? Date.parse(lock.lockedUntil) : null;
  useEffect(() => {
    if (endsAt === null) return;
    const wait = endsAt - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(
      () => {
        setEnded((count) => count + 1);
        void refreshProfile({ force: true });
      },
      Math.min(wait, LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [endsAt]);
  if (!lock || (endsAt !== null && endsAt <= Date.now())) return null;
  return lock;
}
