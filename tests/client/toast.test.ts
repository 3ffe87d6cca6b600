import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueToast } from '../../src/client/components/toast/toast-queue';
import { showToast, toastsAtom } from '../../src/client/components/toast/toast-store';
import { appStore } from '../../src/client/lib/app-store';

describe('toast queue', () => {
  it('keeps at most five toasts, dropping the oldest', () => {
    let queue = [] as ReturnType<typeof enqueueToast>;
    for (let id = 1; id <= 7; id++) queue = enqueueToast(queue, { id, message: `m${id}` });
    expect(queue.map((toast) => toast.id)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('showToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    appStore.set(toastsAtom, []);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each toast for 3 seconds', () => {
    showToast('first');
    vi.advanceTimersByTime(1000);
    showToast('second');
    expect(appStore.get(toastsAtom).map((toast) => toast.message)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(2000);
    expect(appStore.get(toastsAtom).map((toast) => toast.message)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(appStore.get(toastsAtom)).toEqual([]);
  });
});
