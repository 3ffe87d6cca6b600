/** Telegram theme parameters of the light and dark themes, as the Telegram clients send them. */
export const HARNESS_THEMES = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#707579',
    link_color: '#3390ec',
    button_color: '#3390ec',
    button_text_color: '#ffffff',
    secondary_bg_color: '#f4f4f5',
    header_bg_color: '#ffffff',
    accent_text_color: '#3390ec',
    section_bg_color: '#ffffff',
    section_header_text_color: '#3390ec',
    subtitle_text_color: '#707579',
    destructive_text_color: '#e53935',
    bottom_bar_bg_color: '#ffffff',
    section_separator_color: '#e7e7e7',
  },
  dark: {
    bg_color: '#212121',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    link_color: '#8774e1',
    button_color: '#8774e1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#0f0f0f',
    header_bg_color: '#212121',
    accent_text_color: '#8774e1',
    section_bg_color: '#212121',
    section_header_text_color: '#8774e1',
    subtitle_text_color: '#aaaaaa',
    destructive_text_color: '#ff595a',
    bottom_bar_bg_color: '#212121',
    section_separator_color: '#303030',
  },
} as const;

export type HarnessTheme = keyof typeof HARNESS_THEMES;

/**
 * Web view sizes below Telegram's header, per phone; "keyboard" shrinks the height like an open
 * keyboard. Outside full-screen mode the web view starts under Telegram's header, so only the
 * bottom has a device safe area.
 */
export const HARNESS_VIEWPORTS = {
  'iPhone 15': { width: 393, height: 749, safeBottom: 34 },
  'iPhone SE': { width: 375, height: 603, safeBottom: 0 },
  Android: { width: 412, height: 835, safeBottom: 0 },
  'iPhone 15 with keyboard': { width: 393, height: 413, safeBottom: 0 },
} as const;

export type HarnessViewport = keyof typeof HARNESS_VIEWPORTS;

/**
 * On-screen keyboard heights with the suggestion bar, per platform. Telegram for iOS keeps the web
 * view's size and lays the keyboard over its bottom; Android resizes the web view above it. Both
 * report the height left above the keyboard in `viewport_changed`.
 */
const HARNESS_KEYBOARDS = {
  ios: { height: 336, isOverlay: true },
  android: { height: 300, isOverlay: false },
} as const;

/** The keyboard of a launch platform; desktop platforms borrow Android's resizing behaviour. */
export function keyboardOf(platform: string) {
  return platform === 'ios' || platform === 'macos'
    ? HARNESS_KEYBOARDS.ios
    : HARNESS_KEYBOARDS.android;
}
