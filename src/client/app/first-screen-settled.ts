import { appStore } from '@client/lib/app-store';
import { atom, useAtomValue } from 'jotai';
import { whenIdle } from './idle-preload';

/** Whether the first screen has drawn and the browser went idle since (spec §9: after 1 s). */
const firstScreenSettledAtom = atom(false);

/**
 * Starts the wait at boot. What only helps once the visitor looks around (a guide's tip and its
 * texts) waits for it, so a slow connection brings the screen and its pictures first.
 */
export function settleFirstScreenWhenIdle(): void {
  whenIdle(() => appStore.set(firstScreenSettledAtom, true));
}

export function useIsFirstScreenSettled(): boolean {
  return useAtomValue(firstScreenSettledAtom);
}
