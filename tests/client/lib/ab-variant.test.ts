import { beforeEach, describe, expect, it } from 'vitest';
import { currentAbVariant, rememberTestB } from '../../../src/client/lib/ab/ab-variant';
import { collectAutomaticFields } from '../../../src/client/lib/api/automatic-fields';
import { getDeviceUuid } from '../../../src/client/lib/storage';
import { abVariantOf } from '../../../src/contract/ab-test';

beforeEach(() => window.localStorage.clear());

describe('the A/B group on the client', () => {
  it('is the device group the server will give at sign-up, until the account has one', () => {
    expect(currentAbVariant()).toBe(abVariantOf({ uuid: getDeviceUuid() }));
    expect(currentAbVariant('A')).toBe('A');
    expect(currentAbVariant('B')).toBe('B');
    expect(collectAutomaticFields('web').testB).toBeUndefined();
  });

  it('stays B on this device once a page was opened with testB, and tells the server', () => {
    rememberTestB(null);
    expect(collectAutomaticFields('web').testB).toBeUndefined();
    rememberTestB('1');
    expect(currentAbVariant()).toBe('B');
    expect(collectAutomaticFields('web').testB).toBe(true);
    // The account's own group still wins once signed in.
    expect(currentAbVariant('A')).toBe('A');
  });
});
