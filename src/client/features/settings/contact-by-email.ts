import type { Bridge } from '@client/bridge/bridge-types';
import { showToast } from '@client/components/toast/toast-store';
import { t } from '@lingui/core/macro';

/**
 * Inside Telegram a tapped mailto link may do nothing (the web view has no mail handler), so we
 * ask first and hand the address to Telegram, which opens it outside the web view.
 */
export async function contactByEmail(bridge: Bridge, address: string): Promise<void> {
  const choice = await bridge.showPopup({
    title: t`Email support`,
    message: t`Write to ${address}. We usually answer within two business days.`,
    buttons: [
      { id: 'open', text: t`Open mail app` },
      { id: 'cancel', text: t`Cancel` },
    ],
  });
  if (choice === 'open') bridge.openLink(`mailto:${address}`);
}

/** Copies the address after a tap in the page, which grants the clipboard permission. */
export async function copyAddress(address: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(address);
    showToast(t`Email address copied`);
  } catch {
    // Clipboard refused (permission, old web view): show the address so it can be typed.
    showToast(address);
  }
}
