import { appStore } from '@client/lib/app-store';
import { hideNotice, isNoticeHidden } from '@client/lib/hidden-notices';
import { profileAtom, setProfileUser } from '@client/session/profile-atom';
import { hasSession } from '@client/session/session';
import type { FirstStep } from '@contract/enums';
import { atom, useAtomValue } from 'jotai';
import { markFirstStepSeen } from './api/mark-first-step-seen';

/** The notice id a step is remembered by on this device (a visitor has no account to keep it). */
const noticeOf = (step: FirstStep) => `firstStep:${step}`;

/** Steps dismissed during this visit, so every screen hides them at once. */
const dismissedAtom = atom<readonly FirstStep[]>([]);

/**
 * The first of `candidates` (in order of priority) whose condition holds and that this account
 * (or, for a visitor, this device) has not seen: one guide at a time per screen, never blocking.
 * With `onePerVisit`, a screen that showed one guide in this visit shows no other until the next.
 */
export function useDueFirstStep(
  candidates: ReadonlyArray<readonly [FirstStep, boolean]>,
  { onePerVisit = false }: { onePerVisit?: boolean } = {},
): FirstStep | null {
  const seenOnAccount = useAtomValue(profileAtom)?.user.seenFirstSteps;
  const dismissed = useAtomValue(dismissedAtom);
  // Until the profile of a signed-in user arrives, what was seen elsewhere is unknown: wait.
  if (hasSession() && !seenOnAccount) return null;
  if (onePerVisit && candidates.some(([step]) => dismissed.includes(step))) return null;
  for (const [step, isDue] of candidates) {
    if (!isDue || dismissed.includes(step) || seenOnAccount?.includes(step)) continue;
    if (isNoticeHidden(noticeOf(step))) continue;
    return step;
  }
  return null;
}

/** Marks a step seen here, on this device and on the account, so no device shows it again. */
export function dismissFirstStep(step: FirstStep): void {
  appStore.set(dismissedAtom, (steps) => (steps.includes(step) ? steps : [...steps, step]));
  hideNotice(noticeOf(step));
  if (!hasSession()) return;
  markFirstStepSeen({ step }, { silent: true })
    .then(({ seenFirstSteps }) => {
      const user = appStore.get(profileAtom)?.user;
      if (user) setProfileUser({ ...user, seenFirstSteps });
    })
    // The device remembers it anyway; another device may show it once more.
    .catch((error: unknown) => console.warn('first step not saved', error));
}
