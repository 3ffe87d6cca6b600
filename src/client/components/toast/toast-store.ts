import { appStore } from '@client/lib/app-store';
import { TOAST_DURATION_MS } from '@contract/constants';
import { atom } from 'jotai';
import { enqueueToast, removeToast, type Toast } from './toast-queue';

export const toastsAtom = atom<Toast[]>([]);

let nextToastId = 1;

/**
 * Shows a message for 3 s in the toast list. Callable from anywhere, React or not; answers the
 * toast's id, for taking it down early when what it said no longer holds.
 */
export function showToast(message: string): number {
  const toast = { id: nextToastId++, message };
  appStore.set(toastsAtom, (queue) => enqueueToast(queue, toast));
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
  return toast.id;
}

/** Takes a toast down before its time (a no-op once it is gone). */
export function dismissToast(id: number): void {
  appStore.set(toastsAtom, (queue) => removeToast(queue, id));
}
