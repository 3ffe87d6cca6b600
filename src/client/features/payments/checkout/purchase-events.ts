import { trackEvent } from '@client/lib/analytics/track-event';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { AD_PIXEL_EVENT } from '@contract/ad-pixel-events';

/**
 * The purchase events of spec §7, through our analytics layer: the page events
 * (page_buy_vip_click, page_buy_vip_suc, page_buy_coin_*) and the ad-pixel events (AddToCart,
 * AddPaymentInfo, Purchase, in USD). Forwarding them to an outside pixel is off unless an operator
 * wires one to the analytics store.
 */
export const purchaseEvents = {
  continued(
    kind: 'vip' | 'gold',
    details: { from: string; price: number; scriptId?: string; photoId?: string },
  ) {
    trackEvent(kind === 'vip' ? 'page_buy_vip_click' : 'page_buy_coin_click', {
      from: details.from,
      time: Date.now(),
      price: details.price,
      scriptId: details.scriptId ?? null,
      photoId: details.photoId ?? null,
      channel: storage.get(STORAGE_KEYS.channel),
    });
    trackEvent(AD_PIXEL_EVENT.addToCart, { currency: 'USD', value: details.price });
  },
  methodChosen(payMethod: string, price: number) {
    trackEvent(AD_PIXEL_EVENT.addPaymentInfo, { currency: 'USD', value: price, payMethod });
  },
  paid(kind: 'vip' | 'gold', orderId: string, priceUsd: number | undefined) {
    trackEvent(kind === 'vip' ? 'page_buy_vip_suc' : 'page_buy_coin_suc', { orderId });
    trackEvent(AD_PIXEL_EVENT.purchase, {
      currency: 'USD',
      orderId,
      ...(priceUsd !== undefined ? { value: priceUsd } : {}),
    });
  },
  shown(kind: 'vip' | 'gold', from: string) {
    trackEvent(kind === 'vip' ? 'page_buy_vip_show' : 'page_buy_coin_show', { from });
  },
};
