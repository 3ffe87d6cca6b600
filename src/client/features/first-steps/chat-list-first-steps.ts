import { useBridge } from '@client/bridge/bridge-context';
import type { FirstStep } from '@contract/enums';
import { useEffect } from 'react';
import { useDueFirstStep } from './first-steps';

/** The query parameter a bookmark made from the bookmark guide carries (spec §2 `favorite`). */
const FAVORITE_QUERY_VALUE = 'bookmark';

/** Sets or removes `favorite` on the address in place, without a navigation. */
function markAddressAsBookmark(isOn: boolean): void {
  const url = new URL(window.location.href);
  if (isOn) url.searchParams.set('favorite', FAVORITE_QUERY_VALUE);
  else url.searchParams.delete('favorite');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Which guide Chats shows once the person has a conversation: inviting friends, then (in a
 * browser, where bookmarks exist) bookmarking the page. While the bookmark guide is shown the
 * address carries `favorite`, so a visit from that bookmark is known as one.
 */
export function useChatListFirstSteps({ hasChats }: { hasChats: boolean }): FirstStep | null {
  const bridge = useBridge();
  const step = useDueFirstStep(
    [
      ['socialActivity', hasChats],
      ['favoriteSite', hasChats && bridge.mode === 'web'],
    ],
    { onePerVisit: true },
  );
  const suggestsBookmark = step === 'favoriteSite';
  useEffect(() => {
    if (!suggestsBookmark) return;
    markAddressAsBookmark(true);
    return () => markAddressAsBookmark(false);
  }, [suggestsBookmark]);
  return step;
}
