import { beforeAll, describe, expect, it } from 'vitest';
import type { Bridge } from '../../src/client/bridge/bridge-types';
import { createTelegramBridge } from '../../src/client/bridge/telegram/telegram-bridge';
import { dialogsAtom } from '../../src/client/components/modal/dialog-store';
import { appStore } from '../../src/client/lib/app-store';

// The real SDK talks to Telegram's mobile apps through window.TelegramWebviewProxy.postEvent and
// receives events through window.Telegram.WebView.receiveEvent; this test plays that side.
const posted: { type: string; data: Record<string, unknown> }[] = [];
let bridge: Bridge;

const receive = (type: string, data?: unknown) =>
  (
    window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } } }
  ).Telegram.WebView.receiveEvent(type, data);
const lastPosted = (type: string) => [...posted].reverse().find((event) => event.type === type);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent(type: string, data: string) {
      posted.push({ type, data: data ? (JSON.parse(data) as Record<string, unknown>) : {} });
      const answers: Record<string, [string, unknown]> = {
        web_app_request_viewport: [
          'viewport_changed',
          { height: 700, width: 390, is_expanded: true, is_state_stable: true },
        ],
        web_app_request_safe_area: ['safe_area_changed', { top: 0, bottom: 34, left: 0, right: 0 }],
        web_app_request_content_safe_area: [
          'content_safe_area_changed',
          { top: 0, bottom: 0, left: 0, right: 0 },
        ],
      };
      const answer = answers[type];
      if (answer) setTimeout(() => receive(...answer));
    },
  };
  const initData = new URLSearchParams({
    auth_date: '1700000000',
    hash: 'a'.repeat(64),
    signature: 'sig',
    user: JSON.stringify({ id: 5, first_name: 'Ann', language_code: 'ko' }),
  });
  const launch = new URLSearchParams({
    tgWebAppData: initData.toString(),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#212121', text_color: '#ffffff' }),
  });
  window.history.replaceState(null, '', `/#${launch}`);
  const created = await createTelegramBridge({ u: '9' });
  if (!created) throw new Error('the SDK did not recognise the Telegram launch');
  bridge = created;
});

describe('Telegram bridge', () => {
  it('reads the launch: platform, user language, init data, dark theme', () => {
    expect(bridge.mode).toBe('telegram');
    expect(bridge.platform).toBe('base');
    // Android is a phone: the idle preload of every screen stays off there.
    expect(bridge.isTelegramOnPhone).toBe(true);
    expect(bridge.userLanguage).toBe('ko');
    expect(bridge.initData).toContain('auth_date=1700000000');
    expect(bridge.startParams).toEqual({ u: '9' });
    expect(bridge.getAppearance()).toBe('dark');
  });

  it("drives Telegram's back and main buttons", () => {
    const pressed: string[] = [];
    bridge.backButton.show();
    const off = bridge.backButton.onClick(() => pressed.push('back'));
    expect(lastPosted('web_app_setup_back_button')?.data).toEqual({ is_visible: true });
    receive('back_button_pressed');
    off();
    receive('back_button_pressed');
    bridge.mainButton.setState({ text: 'Pay', isVisible: true, isEnabled: true, isLoading: false });
    expect(lastPosted('web_app_setup_main_button')?.data).toMatchObject({
      text: 'Pay',
      is_visible: true,
    });
    bridge.mainButton.onClick(() => pressed.push('main'));
    receive('main_button_pressed');
    expect(pressed).toEqual(['back', 'main']);
  });

  it('shows a popup natively and resolves with the pressed button', async () => {
    const answer = bridge.showPopup({
      message: 'Sure?',
      buttons: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No' },
      ],
    });
    await tick();
    expect(lastPosted('web_app_open_popup')?.data).toMatchObject({ message: 'Sure?' });
    receive('popup_closed', { button_id: 'no' });
    expect(await answer).toBe('no');
  });

  it('draws our own modal for a popup beyond Telegram limits', async () => {
    const answer = bridge.showPopup({ message: 'x'.repeat(300) });
    await tick();
    const [dialog] = appStore.get(dialogsAtom);
    expect(dialog?.message).toHaveLength(300);
    dialog?.resolve('ok');
    expect(await answer).toBe('ok');
  });

  it('opens a Stars invoice and reports its result', async () => {
    for (const status of ['paid', 'cancelled', 'failed'] as const) {
      const result = bridge.openInvoice('https://t.me/$abc123');
      await tick();
      expect(lastPosted('web_app_open_invoice')?.data).toEqual({ slug: 'abc123' });
      receive('invoice_closed', { slug: 'abc123', status });
      expect(await result).toBe(status);
    }
  });

  it('shares, opens links, vibrates and offers the home screen through Telegram', async () => {
    await bridge.share('https://velora.chat/?u=5', 'Join me');
    expect(lastPosted('web_app_open_tg_link')?.data.path_full).toContain('/share/url?url=');
    bridge.openLink('https://velora.chat/terms');
    expect(lastPosted('web_app_open_link')?.data).toMatchObject({
      url: 'https://velora.chat/terms',
    });
    bridge.haptic('success');
    expect(lastPosted('web_app_trigger_haptic_feedback')?.data).toEqual({
      type: 'notification',
      notification_type: 'success',
    });
    expect(bridge.canAddToHomeScreen()).toBe(true);
    expect(await bridge.addToHomeScreen()).toBe('prompted');
    expect(lastPosted('web_app_add_to_home_screen')).toBeDefined();
  });

  it('shares a prepared message and checks the home screen through Telegram', async () => {
    expect(bridge.canShareMessage()).toBe(true);
    const sent = bridge.shareMessage('prepared-1');
    await tick();
    expect(lastPosted('web_app_send_prepared_message')?.data).toEqual({ id: 'prepared-1' });
    receive('prepared_message_sent');
    expect(await sent).toBe(true);

    const declined = bridge.shareMessage('prepared-2');
    await tick();
    receive('prepared_message_failed', { error: 'USER_DECLINED' });
    expect(await declined).toBe(false);

    const status = bridge.homeScreenStatus();
    await tick();
    expect(lastPosted('web_app_check_home_screen')).toBeDefined();
    receive('home_screen_checked', { status: 'added' });
    expect(await status).toBe('added');
  });

  it('binds the viewport and safe areas to CSS variables', () => {
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--tg-viewport-height')).toBe('700px');
    expect(style.getPropertyValue('--tg-viewport-safe-area-inset-bottom')).toBe('34px');
  });

  it('follows theme changes', () => {
    const seen: string[] = [];
    const off = bridge.onAppearanceChange((appearance) => seen.push(appearance));
    receive('theme_changed', { theme_params: { bg_color: '#ffffff', text_color: '#000000' } });
    off();
    expect(seen).toEqual(['light']);
    expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe('#ffffff');
  });
});
