import { BridgeProvider, useAppearance, useBridge } from '@client/bridge/bridge-context';
import type { Bridge } from '@client/bridge/bridge-types';
import { MainButtonHost } from '@client/bridge/web/main-button-host';
import { ModalHost } from '@client/components/modal/modal-host';
import { ToastList } from '@client/components/toast/toast-list';
import { LoginPopup } from '@client/features/account/login/login-popup';
import { ErrorBoundary } from '@client/features/errors/error-boundary';
import { MaintenanceScreen } from '@client/features/errors/maintenance-screen';
import { OverlayErrorBoundary } from '@client/features/errors/overlay-error-boundary';
import { PaymentHost } from '@client/features/payments/checkout/payment-host';
import { PremiumHost } from '@client/features/payments/premium/premium-host';
import { RewardsHost } from '@client/features/rewards/rewards-host';
import { localeAtom } from '@client/i18n/locale-atom';
import { appStore } from '@client/lib/app-store';
import { urlPrefixOf } from '@contract/locales';
import { ROUTES } from '@contract/routes';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { AppRoutes } from './app-routes';
import { isMaintenanceAtom } from './maintenance-atom';

/** Telegram's settings button (in the Mini App's menu) opens Settings. */
function SettingsButtonRoute() {
  const bridge = useBridge();
  const [, navigate] = useLocation();
  useEffect(
    () => bridge.settingsButton?.onClick(() => navigate(ROUTES.settings)),
    [bridge, navigate],
  );
  return null;
}

function Shell({ onNavigate }: { onNavigate(path: string): void }) {
  const bridge = useBridge();
  const appearance = useAppearance();
  const locale = useAtomValue(localeAtom);
  const isMaintenance = useAtomValue(isMaintenanceAtom);
  return (
    <AppRoot
      appearance={appearance}
      platform={bridge.platform}
      // The appearance class picks the brand's light or dark base outside Telegram (tokens.css).
      className={`app-root app-root--${appearance}`}
    >
      <Router base={urlPrefixOf(locale)}>
        <ErrorBoundary>
          {isMaintenance ? <MaintenanceScreen /> : <AppRoutes onNavigate={onNavigate} />}
        </ErrorBoundary>
        <LoginPopup />
        <OverlayErrorBoundary>
          <PremiumHost />
        </OverlayErrorBoundary>
        <OverlayErrorBoundary>
          <PaymentHost />
        </OverlayErrorBoundary>
        <OverlayErrorBoundary>
          <RewardsHost />
        </OverlayErrorBoundary>
        <MainButtonHost />
        <SettingsButtonRoute />
        <ModalHost />
        <ToastList />
      </Router>
    </AppRoot>
  );
}

/** The whole client: state store, translations, bridge, theme, router and the global hosts. */
export function App({ bridge, onNavigate }: { bridge: Bridge; onNavigate(path: string): void }) {
  return (
    <JotaiProvider store={appStore}>
      <I18nProvider i18n={i18n}>
        <BridgeProvider bridge={bridge}>
          <Shell onNavigate={onNavigate} />
        </BridgeProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}
