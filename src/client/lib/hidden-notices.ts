import { STORAGE_KEYS, storage } from './storage';

/** The notices the user dismissed on this device (spec §3 "hidden-notice lists"). */
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

/** True once the notice `id` was dismissed on this device. */
export function isNoticeHidden(id: string): boolean {
  return readHiddenNotices().includes(id);
}

/** Dismisses the notice `id` on this device, keeping the others. */
export function hideNotice(id: string): void {
  const notices = readHiddenNotices();
  if (!notices.includes(id))
    storage.set(STORAGE_KEYS.hiddenNotices, JSON.stringify([...notices, id]));
}
