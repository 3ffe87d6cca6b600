import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { BACK_PRIORITY, type BackStack, createBackStack } from './back-stack';
import type { Appearance, Bridge } from './bridge-types';
import { createMainButtonStack, type MainAction, type MainButtonStack } from './main-button-stack';

const BridgeContext = createContext<Bridge | null>(null);

/** Makes the bridge chosen at boot available to every screen. */
export function BridgeProvider({ bridge, children }: { bridge: Bridge; children: ReactNode }) {
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>;
}

/** The platform bridge; screens use it instead of any platform API. */
export function useBridge(): Bridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('useBridge needs a BridgeProvider above it');
  return bridge;
}

/** The bridge, or null outside a BridgeProvider (components that also render without one). */
export function useOptionalBridge(): Bridge | null {
  return useContext(BridgeContext);
}

const backStacks = new WeakMap<Bridge, BackStack>();

function backStackOf(bridge: Bridge): BackStack {
  let stack = backStacks.get(bridge);
  if (!stack) {
    stack = createBackStack(bridge.backButton);
    backStacks.set(bridge, stack);
  }
  return stack;
}

/** Light or dark, following Telegram's theme or the system setting. */
export function useAppearance(): Appearance {
  const bridge = useBridge();
  const [appearance, setAppearance] = useState(bridge.getAppearance);
  useEffect(() => bridge.onAppearanceChange(setAppearance), [bridge]);
  return appearance;
}

/**
 * Shows Telegram's back button while the screen is mounted and `onBack` is set. Returns true when
 * the screen must draw its own back button instead (outside Telegram).
 */
export function useBackButton(onBack: (() => void) | null): boolean {
  const bridge = useBridge();
  const { isNative } = bridge.backButton;
  useEffect(() => {
    if (!onBack || !isNative) return;
    return backStackOf(bridge).push(onBack, BACK_PRIORITY.screen);
  }, [bridge, isNative, onBack]);
  return !isNative;
}

/**
 * While a sheet or dialog is open, Telegram's back button closes it (and not the screen under
 * it). Does nothing outside Telegram, where Escape and the close button do that.
 */
export function useBackButtonClosesLayer(isOpen: boolean, close: (() => void) | undefined) {
  const bridge = useOptionalBridge();
  const closeRef = useRef(close);
  closeRef.current = close;
  const hasClose = close !== undefined;
  useEffect(() => {
    if (!isOpen || !hasClose || !bridge?.backButton.isNative) return;
    return backStackOf(bridge).push(() => closeRef.current?.(), BACK_PRIORITY.layer);
  }, [bridge, isOpen, hasClose]);
}

const mainButtonStacks = new WeakMap<Bridge, MainButtonStack>();

function mainButtonStackOf(bridge: Bridge): MainButtonStack {
  let stack = mainButtonStacks.get(bridge);
  if (!stack) {
    stack = createMainButtonStack(bridge.mainButton);
    mainButtonStacks.set(bridge, stack);
  }
  return stack;
}

/**
 * Inside Telegram, the screen's (or open sheet's) main action goes on Telegram's bottom button,
 * with its progress, while `action` is set. Returns true when Telegram carries it, so the screen
 * must not draw its own button; outside Telegram it does nothing and returns false.
 */
export function useMainButton(action: MainAction | null): boolean {
  const bridge = useBridge();
  const { isNative } = bridge.mainButton;
  const actionRef = useRef(action);
  actionRef.current = action;
  const isActive = action !== null;
  useEffect(() => {
    if (!isActive || !isNative) return;
    return mainButtonStackOf(bridge).push(() => actionRef.current as MainAction);
  }, [bridge, isNative, isActive]);
  // What the button shows: drawn again whenever it changes.
  const drawn = action
    ? `${action.text}|${action.isEnabled ?? true}|${action.isLoading ?? false}`
    : '';
  useEffect(() => {
    if (drawn && isNative) mainButtonStackOf(bridge).refresh();
  }, [bridge, isNative, drawn]);
  return isNative;
}

/** Inside Telegram, asks before the Mini App closes while `isOn` (see `Bridge.confirmClosing`). */
export function useClosingConfirmation(isOn: boolean) {
  const bridge = useBridge();
  useEffect(() => {
    if (!isOn) return;
    bridge.confirmClosing(true);
    return () => bridge.confirmClosing(false);
  }, [bridge, isOn]);
}
