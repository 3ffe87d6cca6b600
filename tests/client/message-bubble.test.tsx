import { DaySeparator } from '@client/features/chat/day-separator';
import { MessageActions } from '@client/features/chat/message-actions';
import { MessageBubble } from '@client/features/chat/message-bubble';
import { StoryStart } from '@client/features/chat/story-start';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from './helpers/render-app';

const message: ChatMessage = {
  id: '41',
  conversationId: 'c1',
  role: 'character',
  content: '*smiles* Hello there',
  status: 'done',
  alternatives: [],
  giftId: null,
  photo: null,
  createdAt: new Date(2026, 5, 18, 15, 5).toISOString(),
};

/** A bubble with its actions, opened and closed as the conversation screen does. */
function BubbleWithActions() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <MessageBubble
        message={message}
        avatarUrl=""
        actions={{ isOpen, panelId: 'actions-41', onToggle: () => setIsOpen(!isOpen) }}
      />
      {isOpen && (
        <MessageActions
          message={message}
          panelId="actions-41"
          isLastReply={false}
          isMyLatest={false}
          handlers={{
            onRegenerate: vi.fn(),
            onPreviousVersion: vi.fn(),
            onEdit: vi.fn(),
            onDelete: vi.fn(),
            onReport: vi.fn(),
            onClose: () => setIsOpen(false),
          }}
        />
      )}
    </>
  );
}

describe('message bubble', () => {
  it('shows when a stored message was written, and no time while a reply is written', () => {
    const stored = renderInApp(<MessageBubble message={message} avatarUrl="" />);
    const time = stored.container.querySelector('time');
    expect(time).toHaveAttribute('datetime', message.createdAt);
    expect(time?.textContent).toMatch(/^3:05\sPM$/);
    const live = renderInApp(
      <MessageBubble message={{ ...message, status: 'streaming' }} avatarUrl="" />,
    );
    expect(live.container.querySelector('time')).toBeNull();
  });

  it('opens its actions from a named ⋯ button, and Escape closes them back onto it', async () => {
    renderInApp(<BubbleWithActions />);
    const more = screen.getByRole('button', { name: 'Message actions' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAttribute('aria-controls', 'actions-41');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the actions with a tap on the bubble too', async () => {
    const { container } = renderInApp(<BubbleWithActions />);
    const bubble = container.querySelector('.bubble') as HTMLElement;
    await userEvent.click(bubble);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(bubble);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows a withheld reply as its notice, with none of its text or photo', () => {
    const photo = { id: 'p1', url: '/photo.webp', locked: false };
    const { container } = renderInApp(
      <MessageBubble
        message={{ ...message, status: 'withheld', content: 'never shown', photo }}
        avatarUrl=""
      />,
    );
    expect(
      screen.getByText(
        'Reply withheld: it turned to sexual content involving minors, which is not allowed. You were not charged for it.',
      ),
    ).toBeInTheDocument();
    expect(container.textContent).not.toContain('never shown');
    expect(container.querySelector('img[src="/photo.webp"]')).toBeNull();
  });

  it('has no actions button where nothing can be done with the message', () => {
    renderInApp(<MessageBubble message={message} avatarUrl="" />);
    expect(screen.queryByRole('button', { name: 'Message actions' })).toBeNull();
  });
});

describe('conversation markers', () => {
  it('heads a message written now with Today', () => {
    renderInApp(<DaySeparator iso={new Date().toISOString()} />);
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it('shows the story a conversation was started from with its title and scene', () => {
    renderInApp(
      <StoryStart
        story={{ id: 's', kind: 'story', title: 'Power Cut', teaser: 'The lights go out.' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Power Cut' })).toBeInTheDocument();
    expect(screen.getByText('The lights go out.')).toBeInTheDocument();
    expect(screen.getByText('Desire story')).toBeInTheDocument();
  });
});
