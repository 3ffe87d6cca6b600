import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useBridge } from '../bridge-context';
import { webMainButton, webMainButtonAtom } from './web-main-button';
import './main-button-host.css';

/** Draws the main button outside Telegram, where the platform has none. */
export function MainButtonHost() {
  const bridge = useBridge();
  const state = useAtomValue(webMainButtonAtom);
  if (bridge.mainButton.isNative || !state.isVisible) return null;
  return (
    <div className="main-button-host app-column-bar">
      <Button
        size="l"
        stretched
        mode="filled"
        disabled={!state.isEnabled}
        loading={state.isLoading}
        onClick={() => webMainButton.press()}
      >
        {state.text}
      </Button>
    </div>
  );
}
