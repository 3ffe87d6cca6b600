import { type AbVariant, abVariantOf } from '@contract/ab-test';
import { getDeviceUuid, STORAGE_KEYS, storage } from '../storage';

/** Keeps a page's `testB` (spec §2 query) for good: this device is in group B from now on. */
export function rememberTestB(testB: string | null): void {
  if (testB) storage.set(STORAGE_KEYS.testB, '1');
}

/**
 * The A/B group: the account's when signed in (the server assigned it at sign-up), else this
 * device's, by the same rule the server will use when it signs up.
 */
export function currentAbVariant(accountVariant?: string | null): AbVariant {
  if (accountVariant === 'A' || accountVariant === 'B') return accountVariant;
  return (
    abVariantOf({ uuid: getDeviceUuid(), testB: Boolean(storage.get(STORAGE_KEYS.testB)) }) ?? 'A'
  );
}
