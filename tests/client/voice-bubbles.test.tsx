import { ListenButton } from '@client/features/chat/listen-button';
import { MessageBubble } from '@client/features/chat/message-bubble';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from './helpers/render-app';

const reply: ChatMessage = {
  id: '77',
  conversationId: 'c1',
  role: 'character',
  content: '*whispers* Listen to me',
  status: 'done',
  alternatives: [],
  giftId: null,
  photo: null,
  createdAt: new Date(2026, 5, 18, 15, 5).toISOString(),
};

describe('her voice in the chat', () => {
  it('offers Listen, labelled as the demo voice, and Stop while her reply plays', async () => {
    const onListen = vi.fn();
    const onStop = vi.fn();
    const onToggleActions = vi.fn();
    const button = (player: { messageId: string; phase: 'loading' | 'playing' } | null) => (
      <ListenButton messageId="77" player={player} isDemo onListen={onListen} onStop={onStop} />
    );
    const view = renderInApp(
      <MessageBubble
        message={reply}
        avatarUrl=""
        listen={button(null)}
        actions={{ isOpen: false, panelId: 'a-77', onToggle: onToggleActions }}
      />,
    );
    const listen = screen.getByRole('button', { name: /Listen/ });
    expect(listen).toHaveTextContent('demo voice');
    await userEvent.click(listen);
    expect(onListen).toHaveBeenCalledWith('77');
    // The press is the button's: the bubble's actions stay closed.
    expect(onToggleActions).not.toHaveBeenCalled();

    view.unmount();
    renderInApp(
      <MessageBubble
        message={reply}
        avatarUrl=""
        listen={button({ messageId: '77', phase: 'playing' })}
      />,
    );
    const stop = screen.getByRole('button', { name: /Stop/ });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(stop);
    expect(onStop).toHaveBeenCalled();
  });

  it('shows her voice note with its length and waveform, and stops it when it leaves', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const withNote: ChatMessage = {
      ...reply,
      voiceNote: {
        url: '/media/abc',
        seconds: 7.4,
        waveform: Array.from({ length: 48 }, (_, i) => i * 2),
      },
    };
    const view = renderInApp(<MessageBubble message={withNote} avatarUrl="" />);
    expect(screen.getByText('0:07')).toBeInTheDocument();
    expect(view.container.querySelectorAll('.voice-note__wave > span')).toHaveLength(48);
    expect(view.container.querySelector('audio')).toHaveAttribute('src', '/media/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Play her voice note' }));
    expect(play).toHaveBeenCalled();
    view.unmount();
    expect(pause).toHaveBeenCalled();
    pause.mockRestore();
    play.mockRestore();
  });
});
