import type { Bridge } from './bridge-types';
import type { LaunchContext } from './launch-context';
import { createWebBridge } from './web/web-bridge';

/** Picks the bridge for this launch. The Telegram SDK is downloaded only inside Telegram. */
export async function createBridge(launch: LaunchContext): Promise<Bridge> {
  if (launch.mode === 'telegram') {
    const { createTelegramBridge } = await import('./telegram/telegram-bridge');
    const telegram = await createTelegramBridge(launch.startParams).catch((error: unknown) => {
      console.warn('Telegram launch parameters were found but the SDK could not start', error);
      return null;
    });
    if (telegram) return telegram;
  }
  return createWebBridge(launch.mode === 'pwa' ? 'pwa' : 'web', launch.startParams);
}
