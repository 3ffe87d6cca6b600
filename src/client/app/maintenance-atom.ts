import { appStore } from '@client/lib/app-store';
import { atom } from 'jotai';
import { onAppEvent } from './app-events';

/** True after the maintenance event: the whole app shows the maintenance page. */
export const isMaintenanceAtom = atom(false);

export function showMaintenanceOnEvent(): () => void {
  return onAppEvent('maintenance', () => appStore.set(isMaintenanceAtom, true));
}
