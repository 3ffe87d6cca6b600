import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MainButtonHost } from '../../src/client/bridge/web/main-button-host';
import { createWebBridge } from '../../src/client/bridge/web/web-bridge';
import { ModalHost } from '../../src/client/components/modal/modal-host';
import { toastsAtom } from '../../src/client/components/toast/toast-store';
import { appStore } from '../../src/client/lib/app-store';
import { renderInApp } from './helpers/render-app';

describe('web bridge', () => {
  it('shows popups in our own modal and resolves with the pressed button', async () => {
    const bridge = createWebBridge('web', {});
    renderInApp(<ModalHost />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = bridge.showPopup({
        title: 'Title',
        message: 'Pick one',
        buttons: [
          { id: 'a', text: 'A' },
          { id: 'b', text: 'B' },
        ],
      });
    });
    expect(screen.getByRole('alertdialog', { name: 'Title' })).toHaveTextContent('Pick one');
    await userEvent.click(screen.getByRole('button', { name: 'B' }));
    expect(await answer).toBe('b');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks confirm/cancel; Escape counts as cancel', async () => {
    const bridge = createWebBridge('pwa', {});
    renderInApp(<ModalHost />);
    let confirmed: Promise<boolean> = Promise.resolve(false);
    act(() => {
      confirmed = bridge.showConfirm('Delete?');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await confirmed).toBe(true);
    act(() => {
      confirmed = bridge.showConfirm('Delete?');
    });
    await userEvent.keyboard('{Escape}');
    expect(await confirmed).toBe(false);
  });

  it('draws the main button and passes on its clicks', async () => {
    const bridge = createWebBridge('web', {});
    renderInApp(<MainButtonHost />);
    expect(screen.queryByRole('button')).toBeNull();
    const onClick = vi.fn();
    bridge.mainButton.onClick(onClick);
    act(() => bridge.mainButton.setState({ text: 'Continue', isVisible: true, isEnabled: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledOnce();
    act(() => bridge.mainButton.setState({ isEnabled: false }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('follows the system colour scheme', () => {
    const listeners: ((event: { matches: boolean }) => void)[] = [];
    let matches = true;
    vi.stubGlobal('matchMedia', () => ({
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.push(listener),
      removeEventListener: () => {},
    }));
    const bridge = createWebBridge('web', {});
    expect(bridge.getAppearance()).toBe('dark');
    const seen: string[] = [];
    bridge.onAppearanceChange((appearance) => seen.push(appearance));
    matches = false;
    for (const listener of listeners) listener({ matches });
    expect(seen).toEqual(['light']);
    vi.unstubAllGlobals();
  });

  it('shares with the Web Share API, and copies the link when sharing fails', async () => {
    const share = vi.fn().mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    appStore.set(toastsAtom, []);
    const bridge = createWebBridge('web', {});
    await bridge.share('https://app.test/?u=a1', 'Join me');
    expect(share).toHaveBeenCalledWith({ url: 'https://app.test/?u=a1', text: 'Join me' });
    expect(writeText).toHaveBeenCalledWith('https://app.test/?u=a1');
    expect(appStore.get(toastsAtom).map((toast) => toast.message)).toEqual(['Link copied']);

    // Closing the share sheet is the person's answer: nothing is copied.
    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    await bridge.share('https://app.test/?u=a1');
    expect(writeText).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('says where the app stands with the home screen', async () => {
    expect(await createWebBridge('pwa', {}).homeScreenStatus()).toBe('added');
    expect(await createWebBridge('web', {}).homeScreenStatus()).toBe('unsupported');
    expect(createWebBridge('web', {}).canShareMessage()).toBe(false);
  });
});
