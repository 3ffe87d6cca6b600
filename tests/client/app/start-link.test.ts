import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openStartAction,
  START_ALERT_MAX_LENGTH,
  showStartAlert,
} from '../../../src/client/app/start-link';
import type { Bridge } from '../../../src/client/bridge/bridge-types';

function goTo(path: string) {
  window.history.replaceState(null, '', path);
}

function bridgeWithPopup() {
  const showPopup = vi.fn<Bridge['showPopup']>().mockResolvedValue(null);
  return { bridge: { showPopup } as unknown as Bridge, showPopup };
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => goTo('/'));

describe('a start link’s act', () => {
  it('opens the named screen when the app was opened at Home, keeping query and language', () => {
    goTo('/ar?pwa=1');
    openStartAction({ act: 'premium' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/ar/premium?pwa=1');
  });

  it('leaves an address that names a screen alone', () => {
    goTo('/settings');
    openStartAction({ act: 'coins' });
    expect(window.location.pathname).toBe('/settings');
  });

  it('acts once per tab, so a reload stays where the user went', () => {
    goTo('/');
    openStartAction({ act: 'coins' });
    expect(window.location.pathname).toBe('/coins');
    goTo('/');
    openStartAction({ act: 'coins' });
    expect(window.location.pathname).toBe('/');
  });

  it('ignores an action it does not know', () => {
    goTo('/');
    openStartAction({ act: 'deleteAccount' });
    expect(window.location.pathname).toBe('/');
  });
});

describe('a start link’s alert', () => {
  it('shows the message once, as plain text of bounded length', () => {
    const { bridge, showPopup } = bridgeWithPopup();
    const long = `Welcome <b>back</b> ${'x'.repeat(400)}`;
    showStartAlert(bridge, { alert: long });
    showStartAlert(bridge, { alert: long });
    expect(showPopup).toHaveBeenCalledTimes(1);
    const message = showPopup.mock.calls[0]?.[0].message ?? '';
    expect(message.startsWith('Welcome <b>back</b>')).toBe(true);
    expect(message.length).toBeLessThanOrEqual(START_ALERT_MAX_LENGTH);
  });

  it('shows nothing without a message', () => {
    const { bridge, showPopup } = bridgeWithPopup();
    showStartAlert(bridge, {});
    showStartAlert(bridge, { alert: '   ' });
    expect(showPopup).not.toHaveBeenCalled();
  });
});
