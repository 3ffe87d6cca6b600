import { describe, expect, it } from 'vitest';
import {
  formatRefillIn,
  minutesUntil,
} from '../../../src/client/features/account/wallet/refill-countdown';

describe('the energy refill countdown', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z');

  it('rounds up to whole minutes and never says less than one', () => {
    expect(minutesUntil('2026-11-26T12:22:10.000Z', now)).toBe(23);
    expect(minutesUntil('2026-11-26T11:50:00.000Z', now)).toBe(1);
    expect(minutesUntil('not a time', now)).toBe(1);
  });

  it('says it in the user’s language with Latin digits, in hours past an hour', () => {
    expect(formatRefillIn(23, 'en-US')).toBe('in 23 min.');
    expect(formatRefillIn(90, 'en-US')).toBe('in 2 hr.');
    expect(formatRefillIn(39, 'ar-SA')).toContain('39');
    expect(formatRefillIn(5, 'de-DE')).toBe('in 5 Min.');
  });
});
