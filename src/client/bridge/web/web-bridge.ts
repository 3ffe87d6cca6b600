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

/** Safari on an iPhone or iPad, where only Share → Add to Home Screen installs a web app. */
const isIosSafari = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);

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
        const shared = await navigator.share({ url, ...(text ? { text } : {}) }).then(
          () => true,
          // Closing the sheet is the user's answer; any other failure falls back to copying.
          (error: unknown) => error instanceof DOMException && error.name === 'AbortError',
        );
        if (shared) return;
      }
      const copied = await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      );
      showToast(copied ? t`Link copied` : t`Copy this link: ${url}`);
    },
    canShareMessage: () => false,
    shareMessage: async () => false,
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

    // A browser tab asks nothing: paying leaves the page for the provider's on purpose, and a
    // creation or generation runs on the server whether the tab stays or not.
    confirmClosing() {},

    canAddToHomeScreen: () => mode === 'web' && hasInstallPrompt(),
    async homeScreenStatus() {
      if (mode === 'pwa') return 'added';
      if (hasInstallPrompt()) return 'missed';
      return isIosSafari() ? 'manual' : 'unsupported';
    },
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
