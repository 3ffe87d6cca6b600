import { appStore } from '@client/lib/app-store';
import { atom } from 'jotai';
import type { MainButtonState } from '../bridge-types';

/** State of our own bottom main button, drawn by `MainButtonHost` outside Telegram. */
export const webMainButtonAtom = atom<MainButtonState>({
  text: '',
  isVisible: false,
  isEnabled: true,
  isLoading: false,
});

const clickListeners = new Set<() => void>();

export const webMainButton = {
  isNative: false,
  setState(state: Partial<MainButtonState>) {
    appStore.set(webMainButtonAtom, (current) => ({ ...current, ...state }));
  },
  onClick(listener: () => void) {
    clickListeners.add(listener);
    return () => clickListeners.delete(listener);
  },
  /** Called by the drawn button. */
  press() {
    for (const listener of clickListeners) listener();
  },
};
