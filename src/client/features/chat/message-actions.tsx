import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { useLingui } from '@lingui/react/macro';

export interface MessageActionHandlers {
  onRegenerate(): void;
  onPreviousVersion(message: ChatMessage): void;
  onEdit(message: ChatMessage): void;
  onDelete(message: ChatMessage): void;
}

/** What can be done with a tapped message: only the actions that apply to it are offered. */
export function MessageActions({
  message,
  isLastReply,
  isMyLatest,
  handlers,
}: {
  message: ChatMessage;
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
  return (
    <div className={`message-actions${message.role === 'user' ? ' message-actions--mine' : ''}`}>
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
      <button type="button" onClick={confirmDelete}>
        {t`Delete`}
      </button>
    </div>
  );
}
