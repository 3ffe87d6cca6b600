import { emitAppEvent } from '@client/app/app-events';
import { useBridge } from '@client/bridge/bridge-context';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import type { GoldPack } from '@contract/api/gold-endpoints';
import { currencyOfCountry, formatPrice, formatStars } from '@contract/pricing';
import { ROUTES } from '@contract/routes';
import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { listGoldPacks } from '../api/list-gold-packs';
import { type CheckoutItem, CheckoutSheet } from '../checkout/checkout-sheet';
import { purchaseEvents } from '../checkout/purchase-events';
import { goldName } from '../goods-names';
import './buy-coins-screen.css';

/** A pack's price as the buyer pays it: Stars in Telegram, else rupees in India, else dollars. */
function packPriceText(
  pack: GoldPack,
  inStars: boolean,
  country: string | null | undefined,
  locale: string,
) {
  if (inStars) return formatStars(pack.tgStar);
  return currencyOfCountry(country) === 'INR'
    ? formatPrice(pack.priceINR, 'INR', locale)
    : formatPrice(pack.price, 'USD', locale);
}

/**
 * Buy Coins (`/coins`): the balance, the coin packs, and Buy, which opens the checkout for the
 * chosen pack. What coins pay for is said once here so the buyer knows what they get.
 */
export default function BuyCoinsScreen() {
  const { t, i18n } = useLingui();
  const bridge = useBridge();
  const goBack = useGoBack(ROUTES.home);
  const uid = useAtomValue(sessionUidAtom);
  const profile = useAtomValue(profileAtom);
  const comeFrom = new URLSearchParams(useSearch()).get('from') ?? 'coins_page';
  const packsAnswer = useApiQuery({
    queryKey: ['goldPacks'],
    queryFn: async () => (await listGoldPacks({})).list,
  });
  const packs = packsAnswer.data ?? (packsAnswer.isError ? [] : null);
  // The pack the buyer chose, else the first.
  const [chosenId, setSelectedId] = useState<string | null>(null);
  const selectedId = chosenId ?? packs?.[0]?.id ?? null;
  const [checkout, setCheckout] = useState<CheckoutItem | null>(null);

  // The balance shown is the profile's (the session layer's own loader).
  useEffect(() => {
    void refreshProfile();
  }, []);
  useEffect(() => purchaseEvents.shown('gold', comeFrom), [comeFrom]);

  const inStars = bridge.mode === 'telegram';
  const country = profile?.user.location.countryCode;
  const selected = packs?.find((pack) => pack.id === selectedId) ?? null;

  const buy = () => {
    if (!selected) return;
    if (!uid) {
      emitAppEvent('showLogin', { fromLanding: false });
      return;
    }
    purchaseEvents.continued('gold', { from: comeFrom, price: selected.price });
    setCheckout({
      kind: 'gold',
      goodsId: selected.id,
      name: goldName(selected.gold),
      priceUsd: selected.price,
      stars: selected.tgStar,
      renewable: false,
      isMonthly: false,
    });
  };

  return (
    <PageFrame title={t`Buy coins`} onBack={goBack}>
      <div className="buy-coins">
        {profile && (
          <p className="buy-coins__balance">
            <Plural
              value={profile.user.goldBalance}
              one="Your balance: # coin"
              other="Your balance: # coins"
            />
          </p>
        )}
        <p className="buy-coins__uses">
          {t`Coins pay for messages when your energy runs out (5 coins each), gifts and photo generation.`}
        </p>
        {packs === null ? (
          <div className="buy-coins__loading" aria-busy="true" />
        ) : packs.length === 0 ? (
          <p>{t`No coin packs are on sale right now.`}</p>
        ) : (
          <fieldset className="coin-packs">
            <legend className="visually-hidden">{t`Coin packs`}</legend>
            {packs.map((pack) => (
              <label
                key={pack.id}
                className={`coin-pack${pack.id === selectedId ? ' coin-pack--selected' : ''}`}
              >
                <input
                  type="radio"
                  name="coinPack"
                  className="visually-hidden"
                  checked={pack.id === selectedId}
                  onChange={() => setSelectedId(pack.id)}
                />
                <span className="coin-pack__gold">{goldName(pack.gold)}</span>
                <span className="coin-pack__price">
                  {packPriceText(pack, inStars, country, i18n.locale)}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <Button size="l" stretched disabled={!selected} onClick={buy}>
          {t`Buy`}
        </Button>
      </div>
      <CheckoutSheet
        item={checkout}
        onClose={() => setCheckout(null)}
        request={{ comeFrom, tier: undefined, asVisitor: false }}
      />
    </PageFrame>
  );
}
