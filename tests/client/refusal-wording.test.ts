import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src/client/app/refusal-wording';
import { REFUSAL_CODE } from '../../src/contract/api-codes';

afterEach(() => {
  i18n.activate('en');
});

describe('refusal wording', () => {
  it('says a cancelled subscription runs until its date, in the user’s language', () => {
    const data = { currentPeriodEnd: '2026-06-30T12:00:00.000Z' };
    expect(refusalMessage(REFUSAL_CODE.subscriptionCancelled, data)).toBe(
      'Your subscription is already cancelled. Your VIP stays until June 30, 2026.',
    );
    i18n.load('de', {});
    i18n.activate('de');
    expect(refusalMessage(REFUSAL_CODE.subscriptionCancelled, data)).toContain('30. Juni 2026');
    // A refusal without its date still reads right.
    i18n.activate('en');
    expect(refusalMessage(REFUSAL_CODE.subscriptionCancelled)).toBe(
      'Your subscription is already cancelled',
    );
  });
});
