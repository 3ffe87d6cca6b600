import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { openDialog } from '@client/components/modal/dialog-store';
import { showToast } from '@client/components/toast/toast-store';
import type { StartParams } from '@contract/start-params';
import { t } from '@lingui/core/macro';
import type { Appearance, Bridge, HapticKind } from '../bridge-types';
import { hasInstallPrompt, promptInstall } from './install-prompt';
import { webMainButton } from './web-main-button';

const VIBRATION_MS: Record<HapticKind, number | number[]> = {
  light: 8,
  medium: 14,
  heavy: 22,
  selection: 5,
  success: [10, 40, 10],
  warning: [16, 40, 16],
  error: [24, 40, 24, 40, 24],
};

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** The bridge for a browser tab and for the installed PWA: our own UI for everything. */
export function createWebBridge(mode: 'web' | 'pwa', startParams: StartParams): Bridge {
  return {
    mode,
    platform: /iPhone|iPad|Macintosh/.test(navigator.userAgent) ? 'ios' : 'base',
    isTelegramOnPhone: false,
    startParams,
    userLanguage: null,
    initData: null,

    showPopup: ({ title, message, buttons }) =>
      openDialog({
        ...(title ? { title } : {}),
        message,
        buttons: buttons?.length ? buttons : [{ id: 'ok', text: t`OK` }],
      }),
    showConfirm: async (message, title) =>
      (await openConfirmDialog({ message, ...(title ? { title } : {}) })) === 'confirm',

    // Outside Telegram each screen draws its own back button in its header (see PageFrame).
    backButton: {
      isNative: false,
      show() {},
      hide() {},
      onClick: () => () => {},
    },
    mainButton: webMainButton,

    async openInvoice(url) {
      window.location.assign(url);
      return 'redirected';
    },
    openLink(url) {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    async share(url, text) {
      if (navigator.share) {
        await navigator.share({ url, ...(text ? { text } : {}) }).catch(() => {});
        return;
      }
      await navigator.clipboard?.writeText(url);
      showToast(t`Link copied`);
    },
    haptic(kind) {
      navigator.vibrate?.(VIBRATION_MS[kind]);
    },

    getAppearance: (): Appearance => (darkQuery()?.matches === false ? 'light' : 'dark'),
    onAppearanceChange(listener) {
      const query = darkQuery();
      if (!query) return () => {};
      const onChange = () => listener(query.matches ? 'dark' : 'light');
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },

    canAddToHomeScreen: () => mode === 'web' && hasInstallPrompt(),
    async addToHomeScreen() {
      const accepted = await promptInstall();
      if (accepted === null) return 'unsupported';
      return accepted ? 'added' : 'prompted';
    },
    ready() {},
    close() {
      window.close();
    },
  };
}
