import { t } from '@lingui/core/macro';
import { openDialog } from './dialog-store';

export type ConfirmResult = 'confirm' | 'cancel';

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  isDestructive?: boolean;
}

/** Asks through the platform's own popup; null when that popup cannot show this question. */
export type NativeConfirm = (options: ConfirmOptions) => Promise<ConfirmResult | null>;

let nativeConfirm: NativeConfirm | null = null;

/**
 * Inside Telegram the bridge sends confirmations to Telegram's native popup, which users expect
 * for destructive choices; the modal below is used where the platform has none.
 */
export function routeConfirmsTo(confirm: NativeConfirm | null): void {
  nativeConfirm = confirm;
}

/** The confirm/cancel modal: resolves with `confirm` or `cancel` (dismissing counts as cancel). */
export async function openConfirmDialog(options: ConfirmOptions): Promise<ConfirmResult> {
  const native = await nativeConfirm?.(options);
  if (native) return native;
  const pressed = await openDialog({
    ...(options.title ? { title: options.title } : {}),
    message: options.message,
    buttons: [
      {
        id: 'confirm',
        text: options.confirmText ?? t`Confirm`,
        ...(options.isDestructive ? { isDestructive: true } : {}),
      },
      { id: 'cancel', text: options.cancelText ?? t`Cancel` },
    ],
  });
  return pressed === 'confirm' ? 'confirm' : 'cancel';
}
