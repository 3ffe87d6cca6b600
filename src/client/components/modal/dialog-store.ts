import { appStore } from '@client/lib/app-store';
import { atom } from 'jotai';

interface DialogButton {
  id: string;
  text: string;
  isDestructive?: boolean;
}

export interface DialogRequest {
  id: number;
  title?: string;
  message: string;
  buttons: DialogButton[];
  resolve(buttonId: string | null): void;
}

export const dialogsAtom = atom<DialogRequest[]>([]);

let nextDialogId = 1;

/** Opens our own modal dialog and resolves with the pressed button id (null when dismissed). */
export function openDialog(options: Omit<DialogRequest, 'id' | 'resolve'>): Promise<string | null> {
  return new Promise((resolve) => {
    const id = nextDialogId++;
    const request: DialogRequest = {
      ...options,
      id,
      resolve: (buttonId) => {
        appStore.set(dialogsAtom, (dialogs) => dialogs.filter((dialog) => dialog.id !== id));
        resolve(buttonId);
      },
    };
    appStore.set(dialogsAtom, (dialogs) => [...dialogs, request]);
  });
}
