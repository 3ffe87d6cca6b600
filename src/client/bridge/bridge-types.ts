import type { StartParams } from '@contract/start-params';

/** Where the app runs: inside Telegram, as an installed PWA, or in a browser tab. */
export type BridgeMode = 'telegram' | 'pwa' | 'web';

interface PopupButton {
  id: string;
  text: string;
  /** Destructive buttons are shown in red. */
  isDestructive?: boolean;
}

export interface PopupOptions {
  title?: string;
  message: string;
  /** One to three buttons; one OK button when omitted. */
  buttons?: PopupButton[];
}

type InvoiceResult = 'paid' | 'cancelled' | 'failed' | 'pending' | 'redirected';

export type HapticKind =
  | 'light'
  | 'medium'
  | 'heavy'
  | 'success'
  | 'warning'
  | 'error'
  | 'selection';

export interface MainButtonState {
  text: string;
  isVisible: boolean;
  isEnabled: boolean;
  isLoading: boolean;
}

export type Appearance = 'light' | 'dark';

type AddToHomeScreenResult = 'added' | 'prompted' | 'unsupported';

/**
 * Where the app stands with the home screen: on it, addable by a prompt (Telegram's, or the
 * browser's install prompt), addable only by hand (Safari on iOS: Share, then Add to Home
 * Screen), or not at all; `unknown` when Telegram cannot tell.
 */
export type HomeScreenStatus = 'added' | 'missed' | 'manual' | 'unknown' | 'unsupported';

/** The one interface screens use for everything the platform does. */
export interface Bridge {
  mode: BridgeMode;
  /** Look of telegram-ui components. */
  platform: 'ios' | 'base';
  /** Inside Telegram's Android or iOS app: on a phone, most likely on mobile data. */
  isTelegramOnPhone: boolean;
  startParams: StartParams;
  /** Language code of the Telegram user, when known. */
  userLanguage: string | null;
  /** Raw signed init data (Telegram only), for sign-in. */
  initData: string | null;

  /** Shows a popup and resolves with the pressed button's id, or null when dismissed. */
  showPopup(options: PopupOptions): Promise<string | null>;
  /** Asks a yes/no question. */
  showConfirm(message: string, title?: string): Promise<boolean>;

  backButton: {
    /** True when the platform draws the button (Telegram); screens draw their own otherwise. */
    isNative: boolean;
    show(): void;
    hide(): void;
    onClick(listener: () => void): () => void;
  };
  mainButton: {
    isNative: boolean;
    setState(state: Partial<MainButtonState>): void;
    onClick(listener: () => void): () => void;
  };

  /** Opens a payment: a Stars invoice link in Telegram, a redirect checkout on the web. */
  openInvoice(url: string): Promise<InvoiceResult>;
  openLink(url: string): void;
  /** Shares a link: Telegram's share sheet, the Web Share API, else copies it (and says so). */
  share(url: string, text?: string): Promise<void>;
  /** Telegram's native sheet for a message the bot prepared (`shareMessage`, Mini Apps 8.0). */
  canShareMessage(): boolean;
  /** Opens that sheet; true when the message was sent, false when the user closed it. */
  shareMessage(preparedMessageId: string): Promise<boolean>;
  haptic(kind: HapticKind): void;

  /** Current appearance and a subscription to its changes. */
  getAppearance(): Appearance;
  onAppearanceChange(listener: (appearance: Appearance) => void): () => void;

  /** Asks before the app is closed while `isOn` (a payment or a creation running). */
  confirmClosing(isOn: boolean): void;
  /** Telegram's settings button (in the Mini App's menu); absent outside Telegram. */
  settingsButton?: { onClick(listener: () => void): () => void };
  /** Colours Telegram's header, background and bottom bar like the screen; absent outside. */
  paintChrome?(colors: { header: string; background: string }): void;

  /**
   * Asks Telegram to let the bot write to the user (`requestWriteAccess`); true once allowed.
   * Absent outside Telegram, where there is no bot chat to write in.
   */
  requestWriteAccess?(): Promise<boolean>;

  canAddToHomeScreen(): boolean;
  addToHomeScreen(): Promise<AddToHomeScreenResult>;
  homeScreenStatus(): Promise<HomeScreenStatus>;
  /** Tells the platform the app is ready to be shown. */
  ready(): void;
  close(): void;
}
