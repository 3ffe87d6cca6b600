import { emitAppEvent, type PremiumRequest } from '@client/app/app-events';
import { useBridge, useMainButton } from '@client/bridge/bridge-context';
import { profileAtom } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import type { VipPlan } from '@contract/api/vip-endpoints';
import { currencyOfCountry } from '@contract/pricing';
import { NAMED_ROUTES } from '@contract/routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type CheckoutItem, CheckoutSheet } from '../checkout/checkout-sheet';
import { purchaseEvents } from '../checkout/purchase-events';
import { planName } from '../goods-names';
import { Benefits } from './benefits';
import { DiscountCountdown } from './discount-countdown';
import { PlanList } from './plan-list';
import { SocialProof } from './social-proof';
import { useVipPlans } from './use-vip-plans';
import './premium.css';

/** The plan picked first: 3 months, else the first of the list (spec §4). */
function defaultPlanId(plans: readonly VipPlan[]): string | null {
  return (plans.find((plan) => plan.month === 3) ?? plans[0])?.id ?? null;
}

export interface PremiumOfferProps {
  /** Five benefits on the page, ten in the popup (spec §2). */
  benefits: 5 | 10;
  request: PremiumRequest;
  /** A promotion tier to ask for (the exit offer). */
  tier?: number | undefined;
  /** The tier the server priced the plans at (an offer already used falls back to origin). */
  onServedTier?(tier: number): void;
}

/**
 * What the premium page and popup share (spec §2, §4): benefits, the plans with the selected one
 * (3 months by default, reset when the list changes), the cancel-anytime note, Continue (or the
 * disabled "membership already valid" for a member), the terms line with the agree check that
 * paying needs, and the brand's trust content.
 */
export function PremiumOffer({ benefits, request, tier, onServedTier }: PremiumOfferProps) {
  const { t } = useLingui();
  const bridge = useBridge();
  const uid = useAtomValue(sessionUidAtom);
  const profile = useAtomValue(profileAtom);
  const { plans, reload } = useVipPlans(tier);
  const list = plans?.list ?? [];
  const listKey = list.map((plan) => plan.id).join(',');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hasAgreed, setHasAgreed] = useState(false);
  const [checkout, setCheckout] = useState<CheckoutItem | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (by its ids) resets the choice
  useEffect(() => {
    setSelectedId(defaultPlanId(list));
  }, [listKey]);
  useEffect(() => purchaseEvents.shown('vip', request.comeFrom), [request.comeFrom]);
  const servedTier = plans?.tier;
  const reportTier = useRef(onServedTier);
  reportTier.current = onServedTier;
  useEffect(() => {
    if (servedTier !== undefined) reportTier.current?.(servedTier);
  }, [servedTier]);

  const options = useMemo(
    () => [...list, ...(plans?.lifetime ? [plans.lifetime] : [])],
    [list, plans],
  );
  const selected = options.find((plan) => plan.id === selectedId) ?? null;
  const isMember = profile?.user.vip ?? false;
  const isVisitorPurchase = !uid && request.fromLanding === true;
  const currency = currencyOfCountry(profile?.user.location.countryCode);
  const showsStars = bridge.mode === 'telegram';
  const offerEnds = list.find((plan) => plan.discountExpireTime)?.discountExpireTime ?? null;

  const proceed = () => {
    if (!selected) return;
    if (!uid && !isVisitorPurchase) {
      emitAppEvent('showLogin', { fromLanding: false });
      return;
    }
    purchaseEvents.continued('vip', {
      from: request.comeFrom,
      price: selected.price,
      ...(request.scriptId ? { scriptId: request.scriptId } : {}),
      ...(request.photoId ? { photoId: request.photoId } : {}),
    });
    setCheckout({
      kind: 'vip',
      goodsId: selected.id,
      name: planName(selected),
      priceUsd: selected.price,
      stars: selected.starsPrice,
      renewable: selected.renewable,
      isMonthly: selected.month === 1,
    });
  };
  // A member has nothing to continue to; the disabled note stays in the page.
  const isContinueOnTelegram = useMainButton(
    isMember || checkout
      ? null
      : { text: t`Continue`, onClick: proceed, isEnabled: Boolean(selected) && hasAgreed },
  );

  return (
    <div className="premium">
      <Benefits count={benefits} />
      {offerEnds && (
        <DiscountCountdown endsAt={offerEnds} onExpired={() => void reload(undefined)} />
      )}
      {plans === null ? (
        <div className="premium__loading" aria-busy="true" />
      ) : (
        <PlanList
          plans={options}
          selectedId={selectedId}
          onSelect={setSelectedId}
          currency={currency}
          showsStars={showsStars}
        />
      )}
      <p className="premium__note">{t`Cancel anytime. No hidden fees.`}</p>
      <label className="premium__agree">
        <input
          type="checkbox"
          checked={hasAgreed}
          onChange={(event) => setHasAgreed(event.target.checked)}
        />
        <span>
          <Trans>
            I agree to the <Link href={NAMED_ROUTES.SettingsTerms}>Terms of Service</Link>
          </Trans>
        </span>
      </label>
      {isMember ? (
        <Button size="l" stretched disabled>
          {t`Your membership is already valid`}
        </Button>
      ) : (
        !isContinueOnTelegram && (
          <Button size="l" stretched disabled={!selected || !hasAgreed} onClick={proceed}>
            {t`Continue`}
          </Button>
        )
      )}
      <SocialProof />
      <CheckoutSheet
        item={checkout}
        onClose={() => setCheckout(null)}
        request={{
          comeFrom: request.comeFrom,
          extra: {
            ...(request.scriptId ? { scriptId: request.scriptId } : {}),
            ...(request.photoId ? { photoId: request.photoId } : {}),
          },
          tier: plans?.tier,
          asVisitor: isVisitorPurchase,
        }}
      />
    </div>
  );
}
