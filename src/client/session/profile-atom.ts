import { appStore } from '@client/lib/app-store';
import type { MyProfile, UserProfile } from '@contract/api/user-endpoints';
import { atom } from 'jotai';
import { getMyProfile } from './get-my-profile';
import { hasSession } from './session';

/** The signed-in user's profile (spec §3), or null when signed out or not loaded yet. */
export const profileAtom = atom<MyProfile | null>(null);

let pending: Promise<MyProfile | null> | null = null;
/** The latest request: an older one answering after it (a forced reload overtook it) is dropped. */
let latest: Promise<MyProfile | null> | null = null;

/**
 * Loads the profile. Calls made while one is running share it, unless `force` asks for a fresh
 * one (after sign-in, or after something changed the balances).
 */
export function refreshProfile({
  force = false,
}: {
  force?: boolean;
} = {}): Promise<MyProfile | null> {
  if (!hasSession()) {
    latest = null;
    appStore.set(profileAtom, null);
    return Promise.resolve(null);
  }
  if (pending && !force) return pending;
  const request: Promise<MyProfile | null> = getMyProfile({}, { silent: true }).then(
    (profile) => {
      if (request !== latest) return appStore.get(profileAtom);
      appStore.set(profileAtom, profile);
      return profile;
    },
    (error: unknown) => {
      console.warn('profile not loaded', error);
      return appStore.get(profileAtom);
    },
  );
  pending = request;
  latest = request;
  void request.finally(() => {
    if (pending === request) pending = null;
  });
  return request;
}

/** Keeps a profile a call answered (update, interests…) as the signed-in user's. */
export function setProfileUser(user: UserProfile): void {
  const current = appStore.get(profileAtom);
  if (current) appStore.set(profileAtom, { ...current, user });
}
