import { useBridge } from '@client/bridge/bridge-context';
import { showToast } from '@client/components/toast/toast-store';
import { bindGoogle, bindTelegram } from '@client/features/account/api/bind-identity';
import { bindsQuery } from '@client/features/account/api/list-binds';
import { appConfigAtom } from '@client/features/app-config/app-config-atom';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { sessionUidAtom } from '@client/session/session';
import type { Bind, BindType } from '@contract/api/user-endpoints';
import { LOGIN_TYPE } from '@contract/enums';
import { useLingui } from '@lingui/react/macro';
import { Cell } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { PhoneNumberText } from './phone-number-text';

// The sheets and Google's button load when used, out of Settings' first load (the phone sheet
// brings the phone-number library, about 37 kB compressed).
const BindPhoneSheet = lazy(() =>
  import('./bind-phone-sheet').then((module) => ({ default: module.BindPhoneSheet })),
);
const BindEmailSheet = lazy(() =>
  import('@client/features/account/bind-email-sheet').then((module) => ({
    default: module.BindEmailSheet,
  })),
);
const GoogleButton = lazy(() =>
  import('@client/features/account/login/google-button').then((module) => ({
    default: module.GoogleButton,
  })),
);

/**
 * The sign-in methods linked to the account, and the ones that can still be added: an email
 * address, a phone number, Google (where this brand offers it), the Telegram account the Mini App was opened
 * from. A second method keeps what was bought when this device's session is gone.
 */
export function LinkedMethods() {
  const { t } = useLingui();
  const bridge = useBridge();
  const config = useAtomValue(appConfigAtom);
  const uid = useAtomValue(sessionUidAtom);
  const bindsKey = bindsQuery(uid).queryKey;
  const binds = useApiQuery(bindsQuery(uid)).data ?? null;
  const [isEmailOpen, setIsEmailOpen] = useState(false);
  const [isPhoneOpen, setIsPhoneOpen] = useState(false);
  const [isPhoneSheetLoaded, setIsPhoneSheetLoaded] = useState(false);
  const [isEmailSheetLoaded, setIsEmailSheetLoaded] = useState(false);
  const linking = useExclusiveAction();

  const names: Record<BindType, string> = {
    email: t`Email`,
    phone: t`Phone`,
    google: t`Google`,
    telegram: t`Telegram`,
  };
  const linked = (type: BindType) => (binds ?? []).some((bind) => bind.type === type);
  const onLinked = (updated: Bind[]) => {
    queryClient.setQueryData<Bind[]>(bindsKey, () => updated);
    showToast(t`Sign-in method added`);
  };
  const loginTypes = config?.supportLoginType ?? [];
  const googleClientId = loginTypes.includes(LOGIN_TYPE.google) ? config?.googleClientId : null;
  const offersPhone = loginTypes.includes(LOGIN_TYPE.phone);
  const canAddTelegram =
    bridge.mode === 'telegram' && Boolean(bridge.initData) && !linked('telegram');

  return (
    <>
      {(binds ?? []).map((bind) => (
        <Cell key={`${bind.type}:${bind.label}`} subtitle={t`Signs in with ${names[bind.type]}`}>
          <span dir={bind.type === 'phone' ? 'ltr' : 'auto'}>
            {bind.type === 'phone' ? <PhoneNumberText e164={bind.label} /> : bind.label}
          </span>
        </Cell>
      ))}
      {binds && !linked('email') && (
        <Cell
          Component="button"
          className="account-section__button"
          subtitle={t`Sign in with it anywhere, and keep what you bought`}
          onClick={() => {
            setIsEmailSheetLoaded(true);
            setIsEmailOpen(true);
          }}
        >
          {t`Add an email address`}
        </Cell>
      )}
      {binds && offersPhone && !linked('phone') && (
        <Cell
          Component="button"
          className="account-section__button"
          subtitle={t`Sign in with a code by SMS`}
          onClick={() => {
            setIsPhoneSheetLoaded(true);
            setIsPhoneOpen(true);
          }}
        >
          {t`Add a phone number`}
        </Cell>
      )}
      {binds && canAddTelegram && (
        <Cell
          Component="button"
          className="account-section__button"
          onClick={() =>
            void linking.run(async () => {
              onLinked((await bindTelegram({ initData: bridge.initData ?? '' })).binds);
            })
          }
        >
          {t`Link this Telegram account`}
        </Cell>
      )}
      {binds && googleClientId && !linked('google') && bridge.mode !== 'telegram' && (
        <div className="linked-methods__google">
          <Suspense fallback={null}>
            <GoogleButton
              clientId={googleClientId}
              onSignedIn={() => {}}
              onCredential={async (credential) =>
                onLinked((await bindGoogle({ credential })).binds)
              }
            />
          </Suspense>
        </div>
      )}
      {isPhoneSheetLoaded && (
        <Suspense fallback={null}>
          <BindPhoneSheet
            isOpen={isPhoneOpen}
            onClose={() => setIsPhoneOpen(false)}
            onLinked={onLinked}
          />
        </Suspense>
      )}
      {isEmailSheetLoaded && (
        <Suspense fallback={null}>
          <BindEmailSheet
            isOpen={isEmailOpen}
            onClose={() => setIsEmailOpen(false)}
            onLinked={onLinked}
          />
        </Suspense>
      )}
    </>
  );
}
