// The Telegram client's side of the Mini Apps protocol for an app in an iframe: it receives the
// app's `web_app_*` calls through postMessage and answers with Telegram's events.

export interface TelegramEvent {
  eventType: string;
  eventData?: unknown;
}

export interface TelegramClientHandlers {
  /** Every call the app makes, for the log. */
  onCall(call: TelegramEvent): void;
  onBackButton(isVisible: boolean): void;
  onMainButton(state: {
    isVisible: boolean;
    text: string;
    isEnabled: boolean;
    isLoading: boolean;
  }): void;
  onPopup(popup: {
    title?: string;
    message: string;
    buttons: { id: string; type: string; text?: string }[];
  }): void;
  onInvoice(slug: string): void;
  onSettingsButton(isVisible: boolean): void;
  /** The app colours Telegram's header (`#rrggbb`). */
  onHeaderColor(color: string): void;
  /** Whether Telegram must ask before closing the app. */
  onClosingConfirmation(isOn: boolean): void;
  onClose(): void;
  /** Current theme, viewport and safe areas, asked for by the app. */
  theme(): Record<string, string>;
  viewport(): { width: number; height: number; safeBottom: number };
}

/** Speaks Telegram's side of the protocol with one iframe. */
export class TelegramClient {
  /** Whether the user added the app to the home screen in this session (as Telegram remembers). */
  private isOnHomeScreen = false;

  constructor(
    private readonly frame: HTMLIFrameElement,
    private readonly handlers: TelegramClientHandlers,
  ) {
    window.addEventListener('message', (event) => this.receive(event));
  }

  /** Sends a Telegram event to the app. */
  send(eventType: string, eventData?: unknown): void {
    this.frame.contentWindow?.postMessage(JSON.stringify({ eventType, eventData }), '*');
  }

  sendTheme(): void {
    this.send('theme_changed', { theme_params: this.handlers.theme() });
  }

  sendViewport(): void {
    const { width, height } = this.handlers.viewport();
    this.send('viewport_changed', { width, height, is_expanded: true, is_state_stable: true });
    this.sendSafeArea();
  }

  sendSafeArea(): void {
    const { safeBottom } = this.handlers.viewport();
    this.send('safe_area_changed', { top: 0, bottom: safeBottom, left: 0, right: 0 });
  }

  private receive(event: MessageEvent) {
    if (event.source !== this.frame.contentWindow || typeof event.data !== 'string') return;
    let call: TelegramEvent;
    try {
      call = JSON.parse(event.data) as TelegramEvent;
    } catch {
      return;
    }
    this.handlers.onCall(call);
    const data = (call.eventData ?? {}) as Record<string, unknown>;
    switch (call.eventType) {
      case 'web_app_request_theme':
        this.sendTheme();
        break;
      case 'web_app_request_viewport':
        this.sendViewport();
        break;
      case 'web_app_request_safe_area':
        this.sendSafeArea();
        break;
      case 'web_app_request_content_safe_area':
        this.send('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        break;
      case 'web_app_setup_back_button':
        this.handlers.onBackButton(Boolean(data.is_visible));
        break;
      case 'web_app_setup_main_button':
        this.handlers.onMainButton({
          isVisible: Boolean(data.is_visible),
          text: String(data.text ?? ''),
          isEnabled: data.is_active !== false,
          isLoading: Boolean(data.is_progress_visible),
        });
        break;
      case 'web_app_setup_settings_button':
        this.handlers.onSettingsButton(Boolean(data.is_visible));
        break;
      case 'web_app_set_header_color':
        if (typeof data.color === 'string') this.handlers.onHeaderColor(data.color);
        break;
      case 'web_app_setup_closing_behavior':
        this.handlers.onClosingConfirmation(Boolean(data.need_confirmation));
        break;
      case 'web_app_open_popup':
        this.handlers.onPopup(data as never);
        break;
      case 'web_app_open_invoice':
        this.handlers.onInvoice(String(data.slug ?? ''));
        break;
      case 'web_app_check_home_screen':
        this.send('home_screen_checked', { status: this.isOnHomeScreen ? 'added' : 'missed' });
        break;
      case 'web_app_add_to_home_screen':
        this.isOnHomeScreen = true;
        this.send('home_screen_added');
        break;
      case 'web_app_request_write_access':
        // The harness plays a user who allows the bot to write to them.
        this.send('write_access_requested', { status: 'allowed' });
        break;
      case 'web_app_send_prepared_message':
        // Telegram shows its chat picker; the harness plays a user who picks a chat and sends.
        this.send('prepared_message_sent');
        break;
      case 'web_app_close':
        this.handlers.onClose();
        break;
      default:
        break;
    }
  }
}
