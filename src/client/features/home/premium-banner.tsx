import { emitAppEvent } from '@client/app/app-events';
import { clockText } from '@client/lib/clock-text';
import { profileAtom } from '@client/session/profile-atom';
import { PREMIUM_BANNER_TIMER_S } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import './premium-banner.css';

/** Seconds left of the banner's cycle: counts down from 10:00 and starts over at zero. */
export function bannerSecondsLeft(elapsedSeconds: number): number {
  const intoCycle = Math.floor(elapsedSeconds) % PREMIUM_BANNER_TIMER_S;
  return PREMIUM_BANNER_TIMER_S - intoCycle;
}

/**
 * Home's premium banner (spec §4): the VIP offer with a timer from 10:00 that restarts at zero;
 * a tap opens the buy-VIP popup. Members do not see it.
 */
export function PremiumBanner() {
  const { t } = useLingui();
  const isMember = useAtomValue(profileAtom)?.user.vip ?? false;
  const [startedAt] = useState(() => Date.now());
  const [left, setLeft] = useState(PREMIUM_BANNER_TIMER_S);
  useEffect(() => {
    if (isMember) return;
    const timer = setInterval(
      () => setLeft(bannerSecondsLeft((Date.now() - startedAt) / 1000)),
      1000,
    );
    return () => clearInterval(timer);
  }, [isMember, startedAt]);
  if (isMember) return null;
  return (
    <button
      type="button"
      className="premium-banner"
      onClick={() => emitAppEvent('showPremium', { comeFrom: 'home_banner' })}
    >
      <span className="premium-banner__text">
        <strong>{t`Get VIP`}</strong>
        <span>{t`More energy, sharp photos and the advanced model`}</span>
      </span>
      <span className="premium-banner__timer" role="timer" aria-label={t`Offer timer`}>
        {clockText(left)}
      </span>
    </button>
  );
}
