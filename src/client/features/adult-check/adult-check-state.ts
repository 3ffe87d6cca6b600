import { STORAGE_KEYS, storage } from '@client/lib/storage';

/** Id of the adult check in the list of notices the user has dismissed. */
const ADULT_CHECK_NOTICE = 'adultCheck';

function readHiddenNotices(): string[] {
  try {
    const value: unknown = JSON.parse(storage.get(STORAGE_KEYS.hiddenNotices) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/** True once the visitor has said they are 18 or older on this device. */
export function hasConfirmedAdult(): boolean {
  return readHiddenNotices().includes(ADULT_CHECK_NOTICE);
}

/** Marks the first-visit notice as seen (spec §4). */
export function confirmAdult(): void {
  const notices = readHiddenNotices();
  if (!notices.includes(ADULT_CHECK_NOTICE)) {
    storage.set(STORAGE_KEYS.hiddenNotices, JSON.stringify([...notices, ADULT_CHECK_NOTICE]));
  }
}
