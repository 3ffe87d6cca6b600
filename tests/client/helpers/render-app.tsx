import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BridgeProvider } from '../../../src/client/bridge/bridge-context';
import { createWebBridge } from '../../../src/client/bridge/web/web-bridge';
import { appStore } from '../../../src/client/lib/app-store';

/** Renders UI the way the app does: store, translations, web bridge, telegram-ui root, router. */
export function renderInApp(ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <JotaiProvider store={appStore}>
      <I18nProvider i18n={i18n}>
        <BridgeProvider bridge={createWebBridge('web', {})}>
          <AppRoot appearance="dark" platform="base">
            <Router hook={location.hook}>{ui}</Router>
          </AppRoot>
        </BridgeProvider>
      </I18nProvider>
    </JotaiProvider>,
  );
  return { ...result, location };
}
