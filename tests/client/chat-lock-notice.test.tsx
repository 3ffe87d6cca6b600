import { ChatComposer } from '@client/features/chat/chat-composer';
import { ChatLockNotice } from '@client/features/chat/chat-lock-notice';
import { formatUnlockTime } from '@client/features/chat/unlock-time';
import { ROUTES } from '@contract/routes';
import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from './helpers/render-app';

function renderComposer(lockedUntil: string | null, onSubmit = vi.fn()) {
  renderInApp(
    <ChatComposer
      draft="hello"
      onDraftChange={vi.fn()}
      isEditing={false}
      onCancelEdit={vi.fn()}
      costText="1 energy per message · 10 left"
      isSendDisabled={false}
      onSubmit={onSubmit}
      tools={<button type="button">Send a gift</button>}
      lockNotice={<ChatLockNotice lockedUntil={lockedUntil} />}
    />,
  );
  return onSubmit;
}

describe('a locked chat', () => {
  it('closes the composer and says why, until when and where to appeal', async () => {
    const lockedUntil = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const onSubmit = renderComposer(lockedUntil);
    const until = formatUnlockTime(lockedUntil, i18n.locale, new Date());
    expect(screen.getByRole('status').textContent).toContain(`Your chat is paused until ${until}`);
    expect(screen.queryByText('1 energy per message · 10 left')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a gift' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Appeal' }).getAttribute('href')).toBe(
      ROUTES.settingsAccountStatus,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the moderator when the lock has no end', () => {
    renderComposer(null);
    expect(screen.getByRole('status').textContent).toContain('Your chat is paused by a moderator');
  });
});

describe('the time a lock ends', () => {
  const now = new Date(2026, 10, 29, 9, 0);

  it('is the time alone on the same day, in the language of the interface', () => {
    const end = new Date(2026, 10, 29, 14, 30).toISOString();
    expect(formatUnlockTime(end, 'de', now)).toBe('14:30');
    expect(formatUnlockTime(end, 'en', now)).toMatch(/^2:30\sPM$/u);
  });

  it('carries the date on another day', () => {
    const end = new Date(2026, 10, 30, 9, 15).toISOString();
    expect(formatUnlockTime(end, 'de', now)).toBe('30.11.2026, 09:15');
  });
});
