import { MessageActions } from '@client/features/chat/message-actions';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from './helpers/render-app';

const reply: ChatMessage = {
  id: '42',
  conversationId: 'c1',
  role: 'character',
  content: '*smiles* Hello there',
  status: 'done',
  alternatives: [],
  giftId: null,
  photo: null,
  createdAt: new Date(2026, 5, 18, 15, 5).toISOString(),
};

function renderActions(isLastReply: boolean) {
  const onRegenerate = vi.fn();
  renderInApp(
    <MessageActions
      message={reply}
      panelId="actions-42"
      isLastReply={isLastReply}
      isMyLatest={false}
      handlers={{
        onRegenerate,
        onPreviousVersion: vi.fn(),
        onEdit: vi.fn(),
        onDelete: vi.fn(),
        onReport: vi.fn(),
        onClose: vi.fn(),
      }}
    />,
  );
  return onRegenerate;
}

describe('"Try again, but…" on her last reply', () => {
  it('writes a new version steered by the note, trimmed, at most 200 characters', async () => {
    const user = userEvent.setup();
    const onRegenerate = renderActions(true);
    await user.click(screen.getByRole('button', { name: 'Try again, but…' }));
    const note = screen.getByRole('textbox', { name: 'Try again, but…' });
    expect(note).toHaveFocus();
    expect(note.getAttribute('maxLength')).toBe('200');
    const write = screen.getByRole('button', { name: 'Write it again' });
    expect(write).toBeDisabled();
    await user.type(note, '  shorter and shy  ');
    expect(screen.getByText('19 / 200')).toBeTruthy();
    await user.click(write);
    expect(onRegenerate).toHaveBeenCalledWith('shorter and shy');

    // "New reply" stays the plain regenerate, without a note.
    await user.click(screen.getByRole('button', { name: 'New reply' }));
    expect(onRegenerate).toHaveBeenLastCalledWith();
  });

  it('closes the note with Cancel', async () => {
    const user = userEvent.setup();
    renderActions(true);
    await user.click(screen.getByRole('button', { name: 'Try again, but…' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again, but…' })).toBeTruthy();
  });

  it('is not offered on a reply that is not the last', () => {
    renderActions(false);
    expect(screen.queryByRole('button', { name: 'Try again, but…' })).toBeNull();
  });
});
