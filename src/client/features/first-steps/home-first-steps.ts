import { useBridge } from '@client/bridge/bridge-context';
import type { UserProfile } from '@contract/api/user-endpoints';
import type { FirstStep } from '@contract/enums';
import { DAY_MS } from '@contract/time';
import { useDueFirstStep } from './first-steps';

/** The account's age from which Home shows the third-day banner: the start of its third day. */
const THIRD_DAY_MS = 2 * DAY_MS;

/**
 * Which guide Home shows, if any: the installed app's welcome on its first launch, then the
 * welcome, the third-day banner, and the tags. None while the first-run interests are asked.
 */
export function useHomeFirstSteps({
  user,
  hasCards,
  hasTags,
}: {
  user: UserProfile | undefined;
  hasCards: boolean;
  hasTags: boolean;
}): FirstStep | null {
  const bridge = useBridge();
  const isSettledIn = !user || user.isInitialized;
  const isThirdDay =
    user !== undefined && Date.now() - new Date(user.createTime).getTime() >= THIRD_DAY_MS;
  return useDueFirstStep(
    [
      ['firstAppIns', isSettledIn && bridge.mode === 'pwa'],
      ['firstVisibleHome', isSettledIn && hasCards],
      ['thirdDayBanner', isSettledIn && isThirdDay],
      ['firstFeatureTag', isSettledIn && hasCards && hasTags],
      // One guide a visit: Home is the first screen, and a stack of tips there would be noise.
    ],
    { onePerVisit: true },
  );
}
