import { MAX_MESSAGE_LENGTH } from '@contract/api/chat-endpoints';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';

export interface ChatComposerProps {
  draft: string;
  onDraftChange(draft: string): void;
  /** Editing the person's latest message instead of writing a new one. */
  isEditing: boolean;
  onCancelEdit(): void;
  /** What sending (or saving an edit) costs and what is left; shown above the text box. */
  costText: string;
  isSendDisabled: boolean;
  onSubmit(event: FormEvent): void;
  /** Buttons before the text box, such as giving a gift or asking for a photo. */
  tools?: ReactNode;
  /** Ways to carry on when a message cannot be paid for (get VIP, buy coins). */
  offers?: ReactNode;
  /** Why the chat is locked and until when: shown instead of the cost, with sending closed. */
  lockNotice?: ReactNode;
}

/** The text box and Send (or Save, when editing) at the bottom of a conversation. */
export function ChatComposer({
  draft,
  onDraftChange,
  isEditing,
  onCancelEdit,
  costText,
  isSendDisabled,
  onSubmit,
  tools = null,
  offers = null,
  lockNotice = null,
}: ChatComposerProps) {
  const isLocked = lockNotice !== null;
  const { t } = useLingui();
  return (
    <form className="composer" onSubmit={onSubmit}>
      {isEditing && (
        <p className="composer__cost">
          {t`Editing your message`}{' '}
          <button type="button" className="composer__cancel" onClick={onCancelEdit}>
            {t`Cancel`}
          </button>
        </p>
      )}
      {isLocked ? lockNotice : <p className="composer__cost">{costText}</p>}
      {!isEditing && !isLocked && offers && <div className="composer__offers">{offers}</div>}
      <div className="composer__row">
        {!isLocked && tools}
        <textarea
          dir="auto"
          className="composer__input text-field"
          value={draft}
          disabled={isLocked}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={1}
          placeholder={t`Write a message`}
          aria-label={t`Message`}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !isLocked) onSubmit(event);
          }}
        />
        <button type="submit" className="composer__send" disabled={isSendDisabled || isLocked}>
          {isEditing ? t`Save` : t`Send`}
        </button>
      </div>
    </form>
  );
}
