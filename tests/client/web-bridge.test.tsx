import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MainButtonHost } from '../../src/client/bridge/web/main-button-host';
import { createWebBridge } from '../../src/client/bridge/web/web-bridge';
import { ModalHost } from '../../src/client/components/modal/modal-host';
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
});
