import { CoinIcon, EnergyIcon } from '@client/components/icons/icons';
import { intlLocaleOf } from '@client/i18n/intl-locale';
import { localeAtom } from '@client/i18n/locale-atom';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { formatRefillIn, minutesUntil } from './refill-countdown';
import './wallet.css';

const TICK_MS = 30_000;

/**
 * Energy and coins where a user decides what to do next (Home, a character's page, Settings):
 * energy with the time to its next refill when she has run out, and coins linking to the packs.
 * Signed out, there is nothing to show.
 */
export function WalletChips() {
  const { t } = useLingui();
  const profile = useAtomValue(profileAtom);
  const locale = useAtomValue(localeAtom);
  const now = useNow(profile?.user.energyRefillAt ?? null);
  if (!profile) return null;
  const { energy, energyCap, energyRefillAt, energyRefillAmount } = profile.user;
  const coins = profile.goldBalance;
  const isEmpty = energy <= 0;
  const refillIn =
    isEmpty && energyRefillAt
      ? formatRefillIn(minutesUntil(energyRefillAt, now), intlLocaleOf(locale))
      : null;
  return (
    <div className="wallet">
      <span
        className={`wallet__chip${isEmpty ? ' wallet__chip--empty' : ''}`}
        role="img"
        aria-label={
          refillIn
            ? t`Energy: ${energy} of ${energyCap}, +${energyRefillAmount} ${refillIn}`
            : t`Energy: ${energy} of ${energyCap}`
        }
      >
        <EnergyIcon />
        <span aria-hidden="true">{energy}</span>
        {refillIn && (
          <span className="wallet__refill" aria-hidden="true">
            +{energyRefillAmount} {refillIn}
          </span>
        )}
      </span>
      <Link
        href={ROUTES.buyCoins}
        className="wallet__chip wallet__chip--coins"
        aria-label={t`Coins: ${coins}. Buy coins`}
      >
        <CoinIcon />
        <span aria-hidden="true">{coins}</span>
      </Link>
    </div>
  );
}

/**
 * The clock the refill countdown reads, ticking while a refill is pending; when the refill is
 * due, the profile is read again so the new energy shows.
 */
function useNow(refillAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!refillAt) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (Date.parse(refillAt) <= current) void refreshProfile({ force: true });
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [refillAt]);
  return now;
}
