import { act, screen } from '@testing-library/react';
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

describe('bottom popup', () => {
  it('closes on a background click', async () => {
    renderInApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on router back, through the history entry it added', () => {
    renderInApp(<Harness />);
    expect((window.history.state as { bottomPopup?: string } | null)?.bottomPopup).toBeTruthy();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open when closing is disabled', async () => {
    const onClose = vi.fn();
    renderInApp(<Harness isCloseDisabled onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toHaveTextContent('content');
  });
});
