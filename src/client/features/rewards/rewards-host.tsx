import { onAppEvent } from '@client/app/app-events';
import { useBridge } from '@client/bridge/bridge-context';
import { hasConfirmedAdult } from '@client/features/adult-check/adult-check-state';
import { withCatalogPart } from '@client/i18n/activate-locale';
import { profileAtom } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import { DAY_MS } from '@contract/time';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  markHomeScreenGiftAutoPrompted,
  mayAutoPromptHomeScreenGift,
} from './home-screen/home-screen-prompt-state';
import type { SharedCharacter } from './invite/invite-sheet';

// The popups and their texts load on first use, out of the first-load bundle.
const InviteSheet = lazy(withCatalogPart('rewards', () => import('./invite/invite-sheet')));
const HomeScreenGiftPopup = lazy(
  withCatalogPart('rewards', () => import('./home-screen/home-screen-gift-popup')),
);

/** How long after the app opens the home-screen gift may offer itself: never over the first screen. */
const AUTO_PROMPT_DELAY_MS = 20_000;
/** How often the share sheet looks whether the 18+ check was answered. */
const ADULT_CHECK_POLL_MS = 300;
/** The gift offers itself to people who came back: accounts at least a day old. */
const RETURNING_ACCOUNT_AGE_MS = DAY_MS;

const isReturningAccount = (registerTime: string | null | undefined) =>
  Boolean(registerTime && Date.now() - Date.parse(registerTime) >= RETURNING_ACCOUNT_AGE_MS);

/**
 * Opens the invite sheet and the home-screen gift on their events, the sheet once at start when
 * the link asked for it (`shareDialog`), and the gift by itself now and then (at most every three
 * days, never after 'don’t prompt again') to a returning user who has not had it and whose
 * platform can add the app.
 */
export function RewardsHost() {
  const bridge = useBridge();
  const uid = useAtomValue(sessionUidAtom);
  const profile = useAtomValue(profileAtom);
  const [sheet, setSheet] = useState<{ character: SharedCharacter | null } | null>(null);
  const [isGiftOpen, setIsGiftOpen] = useState(false);
  const hasOpenedShareDialog = useRef(false);

  useEffect(
    () =>
      onAppEvent('showInviteSheet', ({ character }) => setSheet({ character: character ?? null })),
    [],
  );
  useEffect(() => onAppEvent('showHomeScreenGift', () => setIsGiftOpen(true)), []);

  useEffect(() => {
    if (!uid || !bridge.startParams.shareDialog || hasOpenedShareDialog.current) return;
    // The sheet waits for the 18+ check: a modal over it would leave the check unanswerable.
    const timer = window.setInterval(() => {
      if (!hasConfirmedAdult() || hasOpenedShareDialog.current) return;
      hasOpenedShareDialog.current = true;
      window.clearInterval(timer);
      setSheet({ character: null });
    }, ADULT_CHECK_POLL_MS);
    return () => window.clearInterval(timer);
  }, [uid, bridge]);

  const isRewarded = profile?.rewardEnergyAddHomeScreen ?? true;
  const isReturning = isReturningAccount(profile?.user.registerTime);
  useEffect(() => {
    if (!uid || isRewarded || !isReturning || !mayAutoPromptHomeScreenGift()) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      void bridge.homeScreenStatus().then((status) => {
        if (!isCurrent || (status !== 'missed' && status !== 'manual')) return;
        markHomeScreenGiftAutoPrompted();
        setIsGiftOpen(true);
      });
    }, AUTO_PROMPT_DELAY_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [uid, isRewarded, isReturning, bridge]);

  return (
    <Suspense fallback={null}>
      {sheet ? <InviteSheet character={sheet.character} onClose={() => setSheet(null)} /> : null}
      {isGiftOpen && uid ? (
        <HomeScreenGiftPopup isRewarded={isRewarded} onClose={() => setIsGiftOpen(false)} />
      ) : null}
    </Suspense>
  );
}
