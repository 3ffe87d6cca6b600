import { useBridge } from '@client/bridge/bridge-context';
import type { HomeScreenStatus } from '@client/bridge/bridge-types';
import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { showToast } from '@client/components/toast/toast-store';
import { BRAND } from '@client/config/build-config';
import { trackEvent } from '@client/lib/analytics/track-event';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import { HOME_SCREEN_REWARD_DELAY_MS, HOME_SCREEN_REWARD_ENERGY } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { claimEnergyReward } from '../api/claim-energy-reward';
import { neverPromptHomeScreenGift } from './home-screen-prompt-state';
import '../rewards.css';
import { SECOND_MS } from '@contract/time';

/**
 * The home-screen energy gift (spec §2 popup, §4, §9): add the app to the home screen (Telegram's
 * prompt, the browser's install prompt, or by hand on iOS; a bookmark where nothing else works),
 * then claim 20 energy once, no sooner than 10 seconds after the popup opened. 'Don't prompt
 * again' stops it opening by itself.
 */
export default function HomeScreenGiftPopup({
  isRewarded,
  onClose,
}: {
  /** The account already got the gift (the profile's `rewardEnergyAddHomeScreen`). */
  isRewarded: boolean;
  onClose(): void;
}) {
  const { t } = useLingui();
  const bridge = useBridge();
  const [status, setStatus] = useState<HomeScreenStatus | null>(null);
  const [hasPrompted, setHasPrompted] = useState(false);
  const [isNeverAgain, setIsNeverAgain] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(HOME_SCREEN_REWARD_DELAY_MS / SECOND_MS);
  const claiming = useExclusiveAction();
  const brand = BRAND.title;
  const energy = HOME_SCREEN_REWARD_ENERGY;

  useEffect(() => {
    let isCurrent = true;
    void bridge.homeScreenStatus().then((found) => {
      if (isCurrent) setStatus(found);
      // Spec §7 "energy gift" events: the popup shown, with what the platform offers.
      trackEvent('energy_gift_show', { status: found, client: bridge.mode });
    });
    const openedAt = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.ceil((openedAt + HOME_SCREEN_REWARD_DELAY_MS - Date.now()) / SECOND_MS);
      setSecondsLeft(Math.max(0, left));
      if (left <= 0) window.clearInterval(timer);
    }, SECOND_MS / 4);
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
    };
  }, [bridge]);

  const close = () => {
    if (isNeverAgain) neverPromptHomeScreenGift();
    onClose();
  };

  const add = async () => {
    const result = await bridge.addToHomeScreen();
    // Spec §7 "pwa" events: the install prompt's outcome.
    trackEvent('pwa_add_home_screen', { result, client: bridge.mode });
    if (result === 'added') setStatus('added');
    else if (result === 'prompted') setHasPrompted(true);
    // The browser's prompt went away meanwhile: adding by hand is what is left.
    else setStatus(bridge.mode === 'telegram' ? 'unsupported' : 'manual');
  };

  const claim = () =>
    claiming.run(async () => {
      // Telegram can tell whether the app really is on the home screen now.
      if (bridge.mode === 'telegram' && (await bridge.homeScreenStatus()) === 'missed') {
        showToast(t`Add the app to your home screen first`);
        return;
      }
      const result = await claimEnergyReward({ event: 'addHomeScreen' });
      trackEvent('energy_gift_claim', { energy: result.energy, client: bridge.mode });
      showToast(t`${result.energy} energy added. Thank you!`);
      await refreshProfile({ force: true });
      onClose();
    });

  // The prompt must have been offered, unless the app is there already or only a manual way exists.
  const hasDoneTheStep = hasPrompted || status === 'added' || status === 'manual';
  const isBookmarkOnly = status === 'unsupported' || status === 'unknown';
  const isClaimable = secondsLeft === 0 && (hasDoneTheStep || isBookmarkOnly);

  return (
    <BottomPopup isOpen onClose={close} label={t`Add to home screen`}>
      <div className="home-screen-gift">
        <h2 className="home-screen-gift__title">{t`Add ${brand} to your home screen`}</h2>
        {isRewarded ? (
          <p className="home-screen-gift__text">
            {t`You already received the gift. Keep ${brand} one tap away.`}
          </p>
        ) : (
          <p className="home-screen-gift__text">
            {t`Open us in one tap and get ${energy} energy as a thank-you.`}
          </p>
        )}
        {status === 'missed' ? (
          <Button size="l" stretched mode="bezeled" onClick={() => void add()}>
            {t`Add to home screen`}
          </Button>
        ) : status === 'manual' ? (
          <ol className="home-screen-gift__steps">
            <li>{t`Tap the Share button in Safari.`}</li>
            <li>{t`Choose Add to Home Screen.`}</li>
            <li>{t`Tap Add.`}</li>
          </ol>
        ) : status === 'added' ? (
          <p className="home-screen-gift__text" role="status">
            {t`The app is on your home screen.`}
          </p>
        ) : isBookmarkOnly ? (
          <p className="home-screen-gift__text">
            {t`This browser cannot add apps to the home screen. Bookmark this page instead (Ctrl+D, or ⌘D on a Mac).`}
          </p>
        ) : null}
        {isRewarded ? null : (
          <>
            <Button
              size="l"
              stretched
              disabled={!isClaimable}
              loading={claiming.isBusy}
              onClick={claim}
            >
              {secondsLeft > 0
                ? t`Claim ${energy} energy in ${secondsLeft} s`
                : t`Claim ${energy} energy`}
            </Button>
            <label className="home-screen-gift__never">
              <input
                type="checkbox"
                checked={isNeverAgain}
                onChange={(event) => setIsNeverAgain(event.target.checked)}
              />
              {t`Don’t prompt again`}
            </label>
          </>
        )}
      </div>
    </BottomPopup>
  );
}
