import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomPopup } from '../../src/client/components/bottom-popup/bottom-popup';
import { renderInApp } from './helpers/render-app';

function Harness({ isCloseDisabled = false, onClose = () => {} }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <BottomPopup
      isOpen={isOpen}
      isCloseDisabled={isCloseDisabled}
      label="Sheet"
      onClose={() => {
        onClose();
        setIsOpen(false);
      }}
    >
      <p>content</p>
    </BottomPopup>
  );
}

/** The sheets' backgrounds, outermost first (hidden from assistive technology, so found by class). */
const backdrops = () => [...document.querySelectorAll('.bottom-popup__backdrop')];

/** The popup entry the current history entry belongs to. */
const entryOnTop = () => (window.history.state as { bottomPopup?: string } | null)?.bottomPopup;

/** Router back, as the browser does it: the entry changes, then popstate fires. */
async function goBack() {
  await act(async () => {
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await popped;
  });
}

function NestedSheets() {
  const [isInnerOpen, setIsInnerOpen] = useState(false);
  return (
    <BottomPopup isOpen label="Outer" onClose={() => {}}>
      <button type="button" onClick={() => setIsInnerOpen(true)}>
        Open inner
      </button>
      <BottomPopup isOpen={isInnerOpen} label="Inner" onClose={() => setIsInnerOpen(false)}>
        <p>inner</p>
      </BottomPopup>
    </BottomPopup>
  );
}

describe('bottom popup', () => {
  it('closes on a background click', async () => {
    renderInApp(<Harness />);
    await userEvent.click(backdrops()[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button and with Escape, and takes focus while open', async () => {
    const onClose = vi.fn();
    renderInApp(<Harness onClose={onClose} />);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    renderInApp(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on router back, through the history entry it added', async () => {
    renderInApp(<Harness />);
    expect(entryOnTop()).toBeTruthy();
    await goBack();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes only the sheet on top, by background or by back', async () => {
    renderInApp(<NestedSheets />);
    const outerEntry = entryOnTop();
    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(entryOnTop()).not.toBe(outerEntry);
    // The inner sheet's background: it drops its own entry, and the outer one stays.
    await userEvent.click(backdrops()[1] as HTMLElement);
    await waitFor(() => expect(entryOnTop()).toBe(outerEntry));
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    await goBack();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(entryOnTop()).toBe(outerEntry);
  });

  it('adds its entry again when its owner keeps it open after a back', async () => {
    const onClose = vi.fn();
    renderInApp(
      <BottomPopup isOpen label="Sheet" onClose={onClose}>
        <p>content</p>
      </BottomPopup>,
    );
    await goBack();
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(entryOnTop()).toBeTruthy());
    await goBack();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open when closing is disabled', async () => {
    const onClose = vi.fn();
    renderInApp(<Harness isCloseDisabled onClose={onClose} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(backdrops()[0] as HTMLElement);
    await userEvent.keyboard('{Escape}');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toHaveTextContent('content');
  });
});
