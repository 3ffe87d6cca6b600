import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { showToast } from '@client/components/toast/toast-store';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';

export interface MessageActionHandlers {
  onRegenerate(): void;
  onPreviousVersion(message: ChatMessage): void;
  onEdit(message: ChatMessage): void;
  onDelete(message: ChatMessage): void;
  /** Reports her message to the moderators. */
  onReport(message: ChatMessage): void;
  /** Hides the actions (after a copy, or Escape). */
  onClose(): void;
}

/**
 * What can be done with a message, opened from its ⋯ button, a tap or a long press: only the
 * actions that apply to it are offered. Escape closes them and gives the focus back to the ⋯.
 */
export function MessageActions({
  message,
  panelId,
  isLastReply,
  isMyLatest,
  handlers,
}: {
  message: ChatMessage;
  /** The id the message's ⋯ button points at with `aria-controls`. */
  panelId: string;
  isLastReply: boolean;
  isMyLatest: boolean;
  handlers: MessageActionHandlers;
}) {
  const { t } = useLingui();
  const confirmDelete = async () => {
    const answer = await openConfirmDialog({
      message: t`Delete this message? This cannot be undone.`,
      confirmText: t`Delete`,
      isDestructive: true,
    });
    if (answer === 'confirm') handlers.onDelete(message);
  };
  // A long press replaces the browser's own text menu on phones, so copying is offered here.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      showToast(t`Message copied`);
    } catch {
      showToast(t`This message could not be copied`);
    }
    handlers.onClose();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const toggle = document.querySelector<HTMLElement>(`[aria-controls="${panelId}"]`);
    handlers.onClose();
    toggle?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a panel the ⋯ button discloses; Escape bubbles up from its buttons
    <div
      id={panelId}
      className={`message-actions${message.role === 'user' ? ' message-actions--mine' : ''}`}
      onKeyDown={closeOnEscape}
    >
      {isLastReply && (
        <button type="button" onClick={handlers.onRegenerate}>
          {t`New reply`}
        </button>
      )}
      {isLastReply && message.alternatives.length > 0 && (
        <button type="button" onClick={() => handlers.onPreviousVersion(message)}>
          {t`Other version (${message.alternatives.length})`}
        </button>
      )}
      {isMyLatest && (
        <button type="button" onClick={() => handlers.onEdit(message)}>
          {t`Edit`}
        </button>
      )}
      {message.content && message.status === 'done' && (
        <button type="button" onClick={() => void copy()}>
          {t`Copy`}
        </button>
      )}
      {message.role === 'character' && message.status === 'done' && /^\d+$/.test(message.id) && (
        <button type="button" onClick={() => handlers.onReport(message)}>
          {t`Report`}
        </button>
      )}
      <button type="button" onClick={confirmDelete}>
        {t`Delete`}
      </button>
    </div>
  );
}
