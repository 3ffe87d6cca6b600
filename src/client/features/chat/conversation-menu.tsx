import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { showToast } from '@client/components/toast/toast-store';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { deleteConversation } from './api/delete-conversation';
import { openConversation } from './api/open-conversation';
import { resetMemory } from './api/reset-memory';
import { ConversationPersonaSwitch } from './conversation-persona-switch';
import { ConversationVoiceSwitch } from './conversation-voice-switch';
import './conversation-menu.css';

export interface ConversationMenuTarget {
  conversationId: string;
  characterId: string;
  nick: string;
}

interface ConversationMenuProps {
  target: ConversationMenuTarget | null;
  onClose(): void;
  /** Called once the conversation is gone. */
  onDeleted(conversationId: string): void;
}

/**
 * What can be done with a whole conversation: who I play in it, a new chat with her, reset her
 * memory, delete it.
 */
export function ConversationMenu({ target, onClose, onDeleted }: ConversationMenuProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const busy = useExclusiveAction();
  const nick = target?.nick ?? '';

  const startNew = () =>
    busy.run(async () => {
      if (!target) return;
      const { conversationId } = await openConversation({
        characterId: target.characterId,
        fresh: true,
      });
      onClose();
      navigate(`/chat/${conversationId}`);
    });

  const reset = () =>
    busy.run(async () => {
      if (!target) return;
      const choice = await openConfirmDialog({
        title: t`Reset what ${nick} remembers?`,
        message: t`She forgets what she learned about you in this chat. The messages stay.`,
        confirmText: t`Reset memory`,
        isDestructive: true,
      });
      if (choice !== 'confirm') return;
      await resetMemory({ conversationId: target.conversationId });
      onClose();
      showToast(t`Her memory of this chat is reset`);
    });

  const remove = () =>
    busy.run(async () => {
      if (!target) return;
      const choice = await openConfirmDialog({
        title: t`Delete this chat with ${nick}?`,
        message: t`Its messages and her memory of it are deleted for good. ${nick} stays.`,
        confirmText: t`Delete chat`,
        isDestructive: true,
      });
      if (choice !== 'confirm') return;
      await deleteConversation({ conversationId: target.conversationId });
      onClose();
      onDeleted(target.conversationId);
    });

  return (
    <BottomPopup isOpen={target !== null} onClose={onClose} label={t`Chat with ${nick}`}>
      <div className="conversation-menu">
        <h2 className="conversation-menu__title" dir="auto">
          {nick}
        </h2>
        {target && <ConversationPersonaSwitch conversationId={target.conversationId} />}
        {target && <ConversationVoiceSwitch conversationId={target.conversationId} />}
        <button type="button" className="conversation-menu__item" onClick={startNew}>
          {t`New chat with ${nick}`}
        </button>
        <button type="button" className="conversation-menu__item" onClick={reset}>
          {t`Reset memory`}
        </button>
        <button
          type="button"
          className="conversation-menu__item conversation-menu__item--danger"
          onClick={remove}
        >
          {t`Delete chat`}
        </button>
      </div>
    </BottomPopup>
  );
}
