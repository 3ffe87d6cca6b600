// The only module that talks to the Telegram SDK. It is loaded on demand, so browsers outside
// Telegram never download it.

import { openConfirmDialog, routeConfirmsTo } from '@client/components/modal/confirm-dialog';
import { openDialog } from '@client/components/modal/dialog-store';
import type { StartParams } from '@contract/start-params';
import { t } from '@lingui/core/macro';
import {
  addToHomeScreen,
  backButton,
  checkHomeScreenStatus,
  closingBehavior,
  hapticFeedback,
  init,
  invoice,
  isTMA,
  mainButton,
  miniApp,
  openLink,
  openTelegramLink,
  popup,
  requestWriteAccess,
  retrieveLaunchParams,
  retrieveRawInitData,
  setTargetOrigin,
  settingsButton,
  shareMessage,
  shareURL,
  swipeBehavior,
  themeParams,
  viewport,
} from '@tma.js/sdk-react';
import type { Appearance, Bridge, HapticKind } from '../bridge-types';
import { fitsNativePopup } from './native-popup-limits';
import { harnessParentOrigin } from './target-origin';

/** Longest wait for Telegram to report the viewport before the app renders anyway. */
const VIEWPORT_MOUNT_TIMEOUT_MS = 1500;

function vibrate(kind: HapticKind) {
  if (kind === 'selection') hapticFeedback.selectionChanged.ifAvailable();
  else if (kind === 'success' || kind === 'warning' || kind === 'error') {
    hapticFeedback.notificationOccurred.ifAvailable(kind);
  } else hapticFeedback.impactOccurred.ifAvailable(kind);
}

/** `tgWebAppPlatform` of Telegram's phone apps (`android_x` is Telegram X). */
const TELEGRAM_PHONE_PLATFORMS = new Set(['android', 'android_x', 'ios']);

/** Creates the Telegram bridge, or returns null when the SDK finds no Telegram environment. */

export async function createTelegramBridge(startParams: StartParams): Promise<Bridge | null> {
  const parentOrigin = harnessParentOrigin();
  if (parentOrigin) setTargetOrigin(parentOrigin);
  if (!isTMA()) return null;

  init();
  const launchParams = retrieveLaunchParams();
  backButton.mount.ifAvailable();
  mainButton.mount.ifAvailable();
  themeParams.mount.ifAvailable();
  miniApp.mount.ifAvailable();
  themeParams.bindCssVars.ifAvailable();
  miniApp.bindCssVars.ifAvailable();
  swipeBehavior.mount.ifAvailable();
  closingBehavior.mount.ifAvailable();
  settingsButton.mount.ifAvailable();
  settingsButton.show.ifAvailable();
  swipeBehavior.disableVertical.ifAvailable();
  if (viewport.mount.isAvailable()) {
    const mounted = viewport.mount().then(
      () => {
        viewport.bindCssVars.ifAvailable();
        viewport.expand.ifAvailable();
      },
      () => {},
    );
    await Promise.race([
      mounted,
      new Promise((resolve) => setTimeout(resolve, VIEWPORT_MOUNT_TIMEOUT_MS)),
    ]);
  }

  const platform = String(launchParams.tgWebAppPlatform ?? '');
  const bridge: Bridge = {
    mode: 'telegram',
    platform: platform === 'ios' || platform === 'macos' ? 'ios' : 'base',
    isTelegramOnPhone: TELEGRAM_PHONE_PLATFORMS.has(platform),
    startParams,
    userLanguage: launchParams.tgWebAppData?.user?.language_code ?? null,
    initData: retrieveRawInitData() ?? null,

    async showPopup(options) {
      const buttons = options.buttons?.length ? options.buttons : [{ id: 'ok', text: t`OK` }];
      if (!popup.show.isAvailable() || !fitsNativePopup({ ...options, buttons })) {
        return openDialog({ ...options, buttons });
      }
      const pressed = await popup.show({
        ...(options.title ? { title: options.title } : {}),
        message: options.message,
        buttons: buttons.map((button) => ({
          id: button.id,
          type: button.isDestructive ? ('destructive' as const) : ('default' as const),
          text: button.text,
        })),
      });
      return pressed ?? null;
    },
    async showConfirm(message, title) {
      return (await openConfirmDialog({ message, ...(title ? { title } : {}) })) === 'confirm';
    },

    backButton: {
      isNative: backButton.show.isAvailable(),
      show: () => backButton.show.ifAvailable(),
      hide: () => backButton.hide.ifAvailable(),
      onClick: (listener) => {
        const result = backButton.onClick.ifAvailable(listener);
        return result.ok ? result.data : () => {};
      },
    },
    mainButton: {
      isNative: mainButton.setParams.isAvailable(),
      setState: (state) =>
        mainButton.setParams.ifAvailable({
          ...(state.text !== undefined ? { text: state.text } : {}),
          ...(state.isVisible !== undefined ? { isVisible: state.isVisible } : {}),
          ...(state.isEnabled !== undefined ? { isEnabled: state.isEnabled } : {}),
          ...(state.isLoading !== undefined ? { isLoaderVisible: state.isLoading } : {}),
        }),
      onClick: (listener) => {
        const result = mainButton.onClick.ifAvailable(listener);
        return result.ok ? result.data : () => {};
      },
    },

    async openInvoice(url) {
      if (!invoice.openUrl.isAvailable()) return 'failed';
      const status = await invoice.openUrl(url);
      return status === 'paid' || status === 'cancelled' || status === 'pending'
        ? status
        : 'failed';
    },
    openLink(url) {
      if (/^https:\/\/t\.me\//.test(url) && openTelegramLink.isAvailable()) openTelegramLink(url);
      else openLink.ifAvailable(url);
    },
    async share(url, text) {
      shareURL.ifAvailable(url, text);
    },
    canShareMessage: () => shareMessage.isAvailable(),
    async shareMessage(preparedMessageId) {
      if (!shareMessage.isAvailable()) return false;
      // Telegram answers prepared_message_failed when the user closes the sheet without sending.
      return shareMessage(preparedMessageId).then(
        () => true,
        () => false,
      );
    },
    haptic: vibrate,

    getAppearance: (): Appearance => (themeParams.isDark() ? 'dark' : 'light'),
    onAppearanceChange: (listener) =>
      themeParams.isDark.sub(() => listener(themeParams.isDark() ? 'dark' : 'light')),

    confirmClosing(isOn) {
      if (isOn) closingBehavior.enableConfirmation.ifAvailable();
      else closingBehavior.disableConfirmation.ifAvailable();
    },
    settingsButton: {
      onClick: (listener) => {
        const result = settingsButton.onClick.ifAvailable(listener);
        return result.ok ? result.data : () => {};
      },
    },
    paintChrome({ header, background }) {
      if (!/^#[0-9a-f]{6}$/i.test(header) || !/^#[0-9a-f]{6}$/i.test(background)) return;
      miniApp.setHeaderColor.ifAvailable(header as `#${string}`);
      miniApp.setBgColor.ifAvailable(background as `#${string}`);
      miniApp.setBottomBarColor.ifAvailable(background as `#${string}`);
    },

    async requestWriteAccess() {
      if (!requestWriteAccess.isAvailable()) return false;
      const status = await requestWriteAccess().catch(() => 'cancelled' as const);
      return status === 'allowed';
    },

    canAddToHomeScreen: () => addToHomeScreen.isAvailable(),
    async addToHomeScreen() {
      return addToHomeScreen.ifAvailable().ok ? 'prompted' : 'unsupported';
    },
    async homeScreenStatus() {
      if (!checkHomeScreenStatus.isAvailable()) return 'unsupported';
      const status = await checkHomeScreenStatus().catch(() => 'unknown' as const);
      return status === 'added' || status === 'missed' || status === 'unsupported'
        ? status
        : 'unknown';
    },
    ready() {
      miniApp.ready.ifAvailable();
    },
    close() {
      miniApp.close.ifAvailable();
    },
  };
  routeConfirmsTo(async (options) => {
    const asked = {
      message: options.message,
      ...(options.title ? { title: options.title } : {}),
      buttons: [
        {
          id: 'confirm',
          text: options.confirmText ?? t`Confirm`,
          ...(options.isDestructive ? { isDestructive: true } : {}),
        },
        { id: 'cancel', text: options.cancelText ?? t`Cancel` },
      ],
    };
    if (!popup.show.isAvailable() || !fitsNativePopup(asked)) return null;
    return (await bridge.showPopup(asked)) === 'confirm' ? 'confirm' : 'cancel';
  });
  return bridge;
}
