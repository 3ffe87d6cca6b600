import { describe, expect, it } from 'vitest';
import {
  isPaymentPage,
  purchaseOrigin,
  recordVisit,
} from '../../../src/client/app/navigation-trail';

describe('where a purchase returns to', () => {
  it('knows the payment pages, with or without a language prefix or query', () => {
    expect(isPaymentPage('/coins?from=miniapp_energy')).toBe(true);
    expect(isPaymentPage('/ar/premium')).toBe(true);
    expect(isPaymentPage('/pay/callback')).toBe(true);
    expect(isPaymentPage('/chat/abc')).toBe(false);
    expect(isPaymentPage('/coinsy')).toBe(false);
  });

  it('returns a purchase made on the coins page to the chat that led there', () => {
    recordVisit('/');
    recordVisit('/chat/abc');
    recordVisit('/coins');
    expect(purchaseOrigin('/coins?from=miniapp_energy')).toBe('/chat/abc');
    recordVisit('/premium');
    expect(purchaseOrigin('/premium')).toBe('/chat/abc');
  });

  it('keeps the page itself when the purchase started outside the payment pages', () => {
    recordVisit('/role/sofia');
    expect(purchaseOrigin('/role/sofia')).toBe('/role/sofia');
  });
});
