import { t } from '@lingui/core/macro';
import { openDialog } from './dialog-store';

export type ConfirmResult = 'confirm' | 'cancel';

/** The confirm/cancel modal: resolves with `confirm` or `cancel` (dismissing counts as cancel). */
export async function openConfirmDialog(options: {
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  isDestructive?: boolean;
}): Promise<ConfirmResult> {
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
