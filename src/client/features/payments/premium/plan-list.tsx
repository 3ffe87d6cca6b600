import type { VipPlan } from '@contract/api/vip-endpoints';
import type { PriceCurrency } from '@contract/pricing';
import { Plural, useLingui } from '@lingui/react/macro';
import { planName } from '../goods-names';
import { planPriceTexts } from '../plan-prices';

export interface PlanListProps {
  plans: readonly VipPlan[];
  selectedId: string | null;
  onSelect(planId: string): void;
  currency: PriceCurrency;
  /** Inside Telegram prices are paid in Stars. */
  showsStars: boolean;
}

/** The plans to choose from: name, tags, per-day price (struck-through before a discount), total. */
export function PlanList({ plans, selectedId, onSelect, currency, showsStars }: PlanListProps) {
  const { t, i18n } = useLingui();
  const tagText = {
    bestPrice: t`Best price`,
    mostPopular: t`Most popular`,
    hot: t`Hot`,
  } as const;
  return (
    <fieldset className="plan-list">
      <legend className="visually-hidden">{t`Plans`}</legend>
      {plans.map((plan) => {
        const prices = planPriceTexts(plan, currency, i18n.locale);
        const isSelected = plan.id === selectedId;
        return (
          <label key={plan.id} className={`plan${isSelected ? ' plan--selected' : ''}`}>
            <input
              type="radio"
              name="vipPlan"
              className="visually-hidden"
              checked={isSelected}
              onChange={() => onSelect(plan.id)}
            />
            <span className="plan__head">
              <span className="plan__name">{planName(plan)}</span>
              {plan.tags.map((tag) => (
                <span key={tag} className={`plan__tag plan__tag--${tag}`}>
                  {tagText[tag]}
                </span>
              ))}
            </span>
            <span className="plan__per-day">
              {prices.originalPerDay && <s className="plan__original">{prices.originalPerDay}</s>}
              <span>{prices.perDay ? t`${prices.perDay} / day` : t`One payment`}</span>
            </span>
            <span className="plan__total">
              {showsStars ? prices.stars : prices.total}
              {plan.discount > 0 && <span className="plan__discount">{t`−${plan.discount}%`}</span>}
            </span>
            {plan.giftCoins > 0 && (
              <span className="plan__coins">
                <Plural value={plan.giftCoins} one="+# coin" other="+# coins" />
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
