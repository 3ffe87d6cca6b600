import { MAX_QUEUED_TOASTS } from '@contract/constants';

export interface Toast {
  id: number;
  message: string;
}

/** Adds a toast; when that makes more than the limit, the oldest ones are dropped (spec §9). */
export function enqueueToast(queue: readonly Toast[], toast: Toast): Toast[] {
  const next = [...queue, toast];
  return next.length > MAX_QUEUED_TOASTS ? next.slice(next.length - MAX_QUEUED_TOASTS) : next;
}

/** Removes one toast by id. */
export function removeToast(queue: readonly Toast[], id: number): Toast[] {
  return queue.filter((toast) => toast.id !== id);
}
