import { appStore } from '@client/lib/app-store';
import { TOAST_DURATION_MS } from '@contract/constants';
import { atom } from 'jotai';
import { enqueueToast, removeToast, type Toast } from './toast-queue';

export const toastsAtom = atom<Toast[]>([]);

let nextToastId = 1;

/** Shows a message for 3 s in the toast list. Callable from anywhere, React or not. */
export function showToast(message: string): void {
  const toast = { id: nextToastId++, message };
  appStore.set(toastsAtom, (queue) => enqueueToast(queue, toast));
  setTimeout(
    () => appStore.set(toastsAtom, (queue) => removeToast(queue, toast.id)),
    TOAST_DURATION_MS,
  );
}
