import { MessageList } from '@client/features/chat/message-list';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from './helpers/render-app';

const keys = Array.from({ length: 10_000 }, (_, index) => String(index + 1));

function List({ hasOlder = false, isLoadingOlder = false, onLoadOlder = () => {} }) {
  return (
    <MessageList
      keys={keys}
      renderItem={(index) => <p>Message {keys[index]}</p>}
      hasOlder={hasOlder}
      isLoadingOlder={isLoadingOlder}
      onLoadOlder={onLoadOlder}
    />
  );
}

describe('message list', () => {
  it('renders the newest messages of a long conversation and not the rest', () => {
    const { container } = renderInApp(<List />);
    expect(screen.getByText('Message 10000')).toBeInTheDocument();
    expect(screen.queryByText('Message 1')).toBeNull();
    expect(container.querySelectorAll('[data-key]').length).toBeLessThan(40);
  });

  it('offers older messages as a button too, disabled while they load', async () => {
    const onLoadOlder = vi.fn();
    renderInApp(<List hasOlder onLoadOlder={onLoadOlder} />);
    onLoadOlder.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(onLoadOlder).toHaveBeenCalledOnce();
  });

  it('disables the button while older messages load', () => {
    renderInApp(<List hasOlder isLoadingOlder />);
    expect(screen.getByRole('button', { name: 'Load earlier messages' })).toBeDisabled();
  });
});
