import { useAppearance } from '@client/bridge/bridge-context';
import { localeAtom } from '@client/i18n/locale-atom';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { googleLogin } from '../api/google-login';
import { completeSignIn } from '../complete-sign-in';
import { loadGoogleIdentity } from './load-google-identity';

/**
 * Google's own sign-in button, rendered by Google Identity Services. Until the script has loaded
 * nothing shows; if it cannot load, nothing ever does.
 */
export function GoogleButton({
  clientId,
  onSignedIn,
  onCredential,
}: {
  clientId: string;
  onSignedIn(): void;
  /** Takes Google's credential instead of signing in with it (linking Google to the account). */
  onCredential?(credential: string): Promise<void>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [isAvailable, setIsAvailable] = useState(true);
  const locale = useAtomValue(localeAtom);
  const appearance = useAppearance();
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;
  const onCredentialRef = useRef(onCredential);
  onCredentialRef.current = onCredential;

  useEffect(() => {
    let isCurrent = true;
    void loadGoogleIdentity().then((identity) => {
      if (!isCurrent) return;
      if (!identity || !container.current) {
        setIsAvailable(false);
        return;
      }
      identity.initialize({
        client_id: clientId,
        ux_mode: 'popup',
        callback: ({ credential }) => {
          const use = onCredentialRef.current;
          void (
            use ? use(credential) : googleLogin({ credential, lang: locale }).then(completeSignIn)
          )
            .then(() => onSignedInRef.current())
            .catch(() => {
              // The API error listener has shown the failure.
            });
        },
      });
      identity.renderButton(container.current, {
        theme: appearance === 'dark' ? 'filled_black' : 'outline',
        size: 'large',
        text: 'continue_with',
        width: 280,
        locale,
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [clientId, locale, appearance]);

  if (!isAvailable) return null;
  return <div ref={container} className="login-form__google" data-testid="google-button" />;
}
