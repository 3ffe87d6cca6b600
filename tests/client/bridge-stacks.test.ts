import { describe, expect, it, vi } from 'vitest';
import { BACK_PRIORITY, createBackStack } from '../../src/client/bridge/back-stack';
import type { Bridge, MainButtonState } from '../../src/client/bridge/bridge-types';
import { createMainButtonStack } from '../../src/client/bridge/main-button-stack';

/** Telegram's one back button, as the bridge exposes it, with what was done to it. */
function fakeBackButton() {
  const listeners = new Set<() => void>();
  let isVisible = false;
  const button: Bridge['backButton'] = {
    isNative: true,
    show: () => {
      isVisible = true;
    },
    hide: () => {
      isVisible = false;
    },
    onClick: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    button,
    press: () => {
      for (const listener of listeners) listener();
    },
    isVisible: () => isVisible,
    listenerCount: () => listeners.size,
  };
}

function fakeMainButton() {
  let state: MainButtonState = { text: '', isVisible: false, isEnabled: true, isLoading: false };
  const listeners = new Set<() => void>();
  const button: Bridge['mainButton'] = {
    isNative: true,
    setState: (next) => {
      state = { ...state, ...next };
    },
    onClick: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    button,
    state: () => state,
    press: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('Telegram’s back button shared by a screen and its sheets', () => {
  it('closes the sheet on top first, then goes back from the screen, and hides when nothing wants it', () => {
    const back = fakeBackButton();
    const stack = createBackStack(back.button);
    const leaveScreen = vi.fn();
    const closeSheet = vi.fn();
    const removeScreen = stack.push(leaveScreen, BACK_PRIORITY.screen);
    const removeSheet = stack.push(closeSheet, BACK_PRIORITY.layer);
    // A screen that pushes again (its handler changed) still stays under the open sheet.
    const removeScreenAgain = stack.push(leaveScreen, BACK_PRIORITY.screen);
    removeScreen();
    back.press();
    expect(closeSheet).toHaveBeenCalledTimes(1);
    expect(leaveScreen).not.toHaveBeenCalled();
    removeSheet();
    back.press();
    expect(leaveScreen).toHaveBeenCalledTimes(1);
    expect(back.isVisible()).toBe(true);
    removeScreenAgain();
    expect(back.isVisible()).toBe(false);
    expect(back.listenerCount()).toBe(0);
  });
});

describe('Telegram’s main button shared by a screen and its sheets', () => {
  it('shows the latest action, returns to the one under it, and ignores presses while busy', () => {
    const main = fakeMainButton();
    const stack = createMainButtonStack(main.button);
    const proceed = vi.fn();
    const pay = vi.fn();
    let payAction = { text: 'Pay', onClick: pay, isLoading: false };
    stack.push(() => ({ text: 'Continue', onClick: proceed }));
    const removePay = stack.push(() => payAction);
    expect(main.state()).toMatchObject({ text: 'Pay', isVisible: true, isLoading: false });
    main.press();
    expect(pay).toHaveBeenCalledTimes(1);

    payAction = { ...payAction, isLoading: true };
    stack.refresh();
    expect(main.state().isLoading).toBe(true);
    main.press();
    expect(pay).toHaveBeenCalledTimes(1);

    removePay();
    expect(main.state()).toMatchObject({ text: 'Continue', isVisible: true, isLoading: false });
    main.press();
    expect(proceed).toHaveBeenCalledTimes(1);
  });

  it('hides the button when no screen has a main action', () => {
    const main = fakeMainButton();
    const stack = createMainButtonStack(main.button);
    const remove = stack.push(() => ({ text: 'Start chat', onClick: () => {} }));
    remove();
    expect(main.state().isVisible).toBe(false);
  });
});
