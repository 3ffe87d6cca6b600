import {
  TELEGRAM_POPUP_MAX_BUTTONS,
  TELEGRAM_POPUP_MESSAGE_MAX,
  TELEGRAM_POPUP_MIN_BUTTONS,
  TELEGRAM_POPUP_TITLE_MAX,
} from '@contract/constants';
import type { PopupOptions } from '../bridge-types';

/** Telegram's own limit on a popup button's label. */
const BUTTON_TEXT_MAX = 64;

/** True when Telegram can show this popup natively (spec §9 limits); otherwise we draw our own. */
export function fitsNativePopup({ title, message, buttons }: PopupOptions): boolean {
  const count = buttons?.length ?? 1;
  return (
    message.length > 0 &&
    message.length <= TELEGRAM_POPUP_MESSAGE_MAX &&
    (title ?? '').length <= TELEGRAM_POPUP_TITLE_MAX &&
    count >= TELEGRAM_POPUP_MIN_BUTTONS &&
    count <= TELEGRAM_POPUP_MAX_BUTTONS &&
    (buttons ?? []).every(
      (button) => button.text.length > 0 && button.text.length <= BUTTON_TEXT_MAX,
    )
  );
}
