import { useBridge, useClosingConfirmation, useMainButton } from '@client/bridge/bridge-context';
import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { localeAtom } from '@client/i18n/locale-atom';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { PaymentMethod } from '@contract/enums';
import { formatPrice, formatStars } from '@contract/pricing';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { appConfigAtom } from '../../app-config/app-config-atom';
import { type CheckoutRequest, startCheckout } from './start-checkout';
import './checkout-sheet.css';

/** What is being bought, as the checkout shows it. */
export interface CheckoutItem {
  kind: 'vip' | 'gold';
  goodsId: string;
  name: string;
  priceUsd: number;
  stars: number;
  /** A plan that can renew by itself. */
  renewable: boolean;
  /** Telegram renews Stars every 30 days only: only a monthly plan can be a Stars subscription. */
  isMonthly: boolean;
}

export interface CheckoutSheetProps {
  item: CheckoutItem | null;
  onClose(): void;
  request: Pick<CheckoutRequest, 'comeFrom' | 'extra' | 'tier' | 'asVisitor'>;
}

/** The pay popup (spec "Checkout"): how to pay, renewal, the amount charged, and Pay. */
export function CheckoutSheet({ item, onClose, request }: CheckoutSheetProps) {
  const { t, i18n } = useLingui();
  const bridge = useBridge();
  const locale = useAtomValue(localeAtom);
  const methods = useAtomValue(appConfigAtom)?.payMethods ?? [];
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [autoRenew, setAutoRenew] = useState(true);
  const paying = useExclusiveAction();
  // On the way to the provider's page: Pay stays busy so a second tap makes no second order.
  const [isLeaving, setIsLeaving] = useState(false);
  const goodsId = item?.goodsId;
  // Each new item starts renewing again; the method chosen last time stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the item changes
  useEffect(() => setAutoRenew(true), [goodsId]);
  useEffect(() => {
    // Back from the provider through the browser's page cache: the sheet is usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const isBusy = paying.isBusy || isLeaving;
  // While paying the sheet stays: closing it would drop its history entry mid-way.
  const close = () => {
    if (!isBusy) onClose();
  };
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);
  const labels: Partial<Record<PaymentMethod, string>> = {
    PayPalWallet: t`PayPal`,
    PayPalCard: t`Card (through PayPal)`,
    Sandbox: t`Sandbox (test payment, no money moves)`,
    TelegramStar: t`Telegram Stars`,
  };
  const canRenew =
    item?.kind === 'vip' && item.renewable && (method !== 'TelegramStar' || item.isMonthly);
  const pay = () =>
    paying.run(async () => {
      if (!item || !method || isLeaving) return;
      const outcome = await startCheckout(
        {
          ...request,
          kind: item.kind,
          goodsId: item.goodsId,
          payMethod: method,
          autoRenew: canRenew && autoRenew,
          priceUsd: item.priceUsd,
        },
        bridge,
        locale,
      );
      // Closing drops the sheet's history entry, which would cancel the way to the provider.
      if (outcome === 'stayed') onClose();
      else setIsLeaving(true);
    });
  const isPayOnTelegram = useMainButton(
    item
      ? { text: t`Pay`, onClick: () => void pay(), isEnabled: Boolean(method), isLoading: isBusy }
      : null,
  );
  // Closing Telegram mid-payment asks first: the invoice or the provider's page is on its way.
  useClosingConfirmation(isBusy);
  return (
    <BottomPopup isOpen={item !== null} onClose={close} label={t`Checkout`}>
      {item && (
        <div className="checkout">
          <h2 className="checkout__title">{t`Checkout`}</h2>
          <p className="checkout__item">
            {item.name} ·{' '}
            {method === 'TelegramStar'
              ? formatStars(item.stars)
              : formatPrice(item.priceUsd, 'USD', i18n.locale)}
          </p>
          {methods.length === 0 ? (
            <p>{t`Payment not supported yet, wait for upgrade`}</p>
          ) : (
            <fieldset className="checkout__methods">
              <legend>{t`Pay with`}</legend>
              {methods.map((option) => (
                <label key={option} className="checkout__method">
                  <input
                    type="radio"
                    name="payMethod"
                    checked={option === method}
                    onChange={() => setChosen(option)}
                  />
                  {labels[option] ?? option}
                </label>
              ))}
            </fieldset>
          )}
          {canRenew && (
            <label className="checkout__renew">
              <input
                type="checkbox"
                checked={autoRenew}
                onChange={(event) => setAutoRenew(event.target.checked)}
              />
              {t`Renew automatically. Cancel anytime in Settings.`}
            </label>
          )}
          {!isPayOnTelegram && (
            <Button
              size="l"
              stretched
              disabled={!method}
              loading={isBusy}
              onClick={() => void pay()}
            >
              {t`Pay`}
            </Button>
          )}
        </div>
      )}
    </BottomPopup>
  );
}
