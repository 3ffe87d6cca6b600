import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Appearance, Bridge } from './bridge-types';

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
    bridge.backButton.show();
    const unsubscribe = bridge.backButton.onClick(onBack);
    return () => {
      unsubscribe();
      bridge.backButton.hide();
    };
  }, [bridge, isNative, onBack]);
  return !isNative;
}
