import { onAppEvent } from '@client/app/app-events';
import { useBridge } from '@client/bridge/bridge-context';
import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { signInWithTelegram } from '../boot-sign-in';

// The form loads on first use, keeping it out of the first-load bundle.
const LoginForm = lazy(() => import('./login-form'));

/**
 * The login popup, opened by the show-login event (spec §4). Inside Telegram there is no popup:
 * the event signs in again from the launch's init data.
 */
export function LoginPopup() {
  const { t } = useLingui();
  const bridge = useBridge();
  const [isOpen, setIsOpen] = useState(false);
  const [fromLanding, setFromLanding] = useState(false);

  useEffect(
    () =>
      onAppEvent('showLogin', (payload) => {
        if (bridge.mode === 'telegram') {
          void signInWithTelegram(bridge);
          return;
        }
        setFromLanding(payload.fromLanding);
        setIsOpen(true);
      }),
    [bridge],
  );

  return (
    <BottomPopup isOpen={isOpen} onClose={() => setIsOpen(false)} label={t`Sign in`}>
      <Suspense fallback={<div className="login-form" aria-busy="true" />}>
        <LoginForm fromLanding={fromLanding} onSignedIn={() => setIsOpen(false)} />
      </Suspense>
    </BottomPopup>
  );
}
