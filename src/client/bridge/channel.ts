import { STORAGE_KEYS, storage } from '@client/lib/storage';

/**
 * Saves the channel a visitor arrived through. Spec §2, §5: only a value that is non-empty after
 * trimming, and only while nobody is signed in (a user's channel is fixed at registration).
 */
export function saveChannel(candidate: string | null | undefined, isSignedIn: boolean): boolean {
  const channel = candidate?.trim();
  if (!channel || isSignedIn) return false;
  storage.set(STORAGE_KEYS.channel, channel);
  return true;
}
