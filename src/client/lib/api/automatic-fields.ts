import type { BridgeMode } from '@client/bridge/bridge-types';
import { BRAND } from '@client/config/build-config';
import { getDeviceUuid, STORAGE_KEYS, storage } from '@client/lib/storage';
import type { AutomaticFields } from '@contract/api/automatic-fields';
import { i18n } from '@lingui/core';
import { serverNow } from './server-clock';

/** The fields spec §7 adds to every call, read fresh for each call. */
export function collectAutomaticFields(mode: BridgeMode): AutomaticFields {
  return {
    token: storage.get(STORAGE_KEYS.token) ?? '',
    ch: storage.get(STORAGE_KEYS.channel) ?? '',
    t: serverNow(),
    timezoneOffset: -new Date().getTimezoneOffset() / 60,
    plat: mode === 'telegram' ? 'miniapp' : mode,
    publisher: BRAND.key,
    uuid: getDeviceUuid(),
    ...(storage.get(STORAGE_KEYS.testB) ? { testB: true } : {}),
    lang: i18n.locale,
  };
}
