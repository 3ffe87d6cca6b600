import { describe, expect, it } from 'vitest';
import {
  currencyOfCountry,
  formatPrice,
  formatStars,
  perDayPrice,
  roundPrice,
} from '../../src/contract/pricing';

const month = { months: 1, days: 30 };
const quarter = { months: 3, days: 90 };
const week = { months: 0.25, days: 7 };

describe('per-day prices (spec §9: price / months / 30)', () => {
  it('rounds USD to 2 decimals, MYR to 1, MMK, INR and IDR to whole units', () => {
    expect(perDayPrice(12.99, month, 'USD')).toBe(0.43);
    expect(perDayPrice(29.99, quarter, 'USD')).toBe(0.33);
    expect(perDayPrice(59.9, month, 'MYR')).toBe(2);
    expect(perDayPrice(139.9, quarter, 'MYR')).toBe(1.6);
    expect(perDayPrice(1099, month, 'INR')).toBe(37);
    expect(perDayPrice(27000, month, 'MMK')).toBe(900);
    expect(perDayPrice(199000, month, 'IDR')).toBe(6633);
  });

  it('divides a weekly plan by its 7 days', () => {
    expect(perDayPrice(4.99, week, 'USD')).toBe(0.71);
  });

  it('rounds half away from zero without float noise', () => {
    expect(roundPrice(1.005, 'USD')).toBe(1.01);
    expect(roundPrice(0.15, 'MYR')).toBe(0.2);
  });
});

describe('price text', () => {
  it('uses the symbols of spec §9 with the currency’s decimals', () => {
    expect(formatPrice(0.43, 'USD')).toBe('$0.43');
    expect(formatPrice(2, 'MYR')).toBe('RM 2.0');
    expect(formatPrice(37, 'INR')).toBe('₹37');
    expect(formatPrice(900, 'MMK')).toBe('Ks 900');
    expect(formatPrice(6633, 'IDR')).toBe('Rp 6,633');
    expect(formatPrice(6633, 'IDR', 'de-DE')).toBe('Rp 6.633');
    expect(formatStars(2300)).toBe('⭐ 2300');
  });

  it('picks the local currency by country, USD elsewhere', () => {
    expect(currencyOfCountry('MM')).toBe('MMK');
    expect(currencyOfCountry('in')).toBe('INR');
    expect(currencyOfCountry('MY')).toBe('MYR');
    expect(currencyOfCountry('ID')).toBe('IDR');
    expect(currencyOfCountry('DE')).toBe('USD');
    expect(currencyOfCountry(null)).toBe('USD');
  });
});
