import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { showToast } from '@client/components/toast/toast-store';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { REGENERATE_HINT_MAX } from '@contract/scenes';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useState } from 'react';

export interface MessageActionHandlers {
  /** Writes her last reply again, steered by `hint` when the user gave one ("Try again, but…"). */
  onRegenerate(hint?: string): void;
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
  const [isHinting, setIsHinting] = useState(false);
  const [hint, setHint] = useState('');
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
        <button type="button" onClick={() => handlers.onRegenerate()}>
          {t`New reply`}
        </button>
      )}
      {isLastReply && !isHinting && (
        <button type="button" aria-expanded={false} onClick={() => setIsHinting(true)}>
          {t`Try again, but…`}
        </button>
      )}
      {isLastReply && isHinting && (
        <form
          className="message-actions__hint"
          onSubmit={(event) => {
            event.preventDefault();
            const note = hint.trim();
            if (note) handlers.onRegenerate(note);
          }}
        >
          <label className="message-actions__hint-label">
            <span>{t`Try again, but…`}</span>
            <textarea
              dir="auto"
              className="text-field"
              rows={2}
              value={hint}
              maxLength={REGENERATE_HINT_MAX}
              placeholder={t`shorter, more playful, she suggests a walk…`}
              // biome-ignore lint/a11y/noAutofocus: the note is what the button asked to write
              autoFocus
              onChange={(event) => setHint(event.target.value)}
            />
          </label>
          <small className="message-actions__hint-count">
            {hint.length} / {REGENERATE_HINT_MAX}
          </small>
          <button type="submit" disabled={!hint.trim()}>
            {t`Write it again`}
          </button>
          <button type="button" onClick={() => setIsHinting(false)}>
            {t`Cancel`}
          </button>
        </form>
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
