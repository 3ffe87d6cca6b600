import { describe, expect, it } from 'vitest';
import { fitsNativePopup } from '../../src/client/bridge/telegram/native-popup-limits';

const button = (id: string) => ({ id, text: id });

describe("Telegram's popup limits", () => {
  it('allows 1 to 3 buttons, a 256-character message and a 64-character title', () => {
    expect(
      fitsNativePopup({ message: 'm'.repeat(256), title: 't'.repeat(64), buttons: [button('a')] }),
    ).toBe(true);
    expect(
      fitsNativePopup({ message: 'm', buttons: [button('a'), button('b'), button('c')] }),
    ).toBe(true);
    expect(fitsNativePopup({ message: 'm' })).toBe(true);
  });

  it('sends anything larger to our own modal', () => {
    expect(fitsNativePopup({ message: 'm'.repeat(257) })).toBe(false);
    expect(fitsNativePopup({ message: 'm', title: 't'.repeat(65) })).toBe(false);
    expect(fitsNativePopup({ message: 'm', buttons: [] })).toBe(false);
    expect(fitsNativePopup({ message: 'm', buttons: ['a', 'b', 'c', 'd'].map(button) })).toBe(
      false,
    );
    expect(fitsNativePopup({ message: '' })).toBe(false);
  });
});
