import type { ChatMessage } from '@contract/api/chat-endpoints';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { WITHHELD_NOTICE } from './message-bubble';

/** Identifies a finished reply's text, so a regenerated version (same id) counts as new. */
const versionOf = (message: ChatMessage | undefined) =>
  message ? `${message.id}\n${message.content}` : null;

/**
 * Reads out each reply that finishes (or is withheld) while the conversation is open. The message
 * list itself is not a live region: it mounts and unmounts messages as the person scrolls.
 */
export function ReplyAnnouncer({
  messages,
  isLoaded,
}: {
  messages: ChatMessage[];
  isLoaded: boolean;
}) {
  const { i18n } = useLingui();
  const newest = messages.at(-1);
  const [openedOn, setOpenedOn] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (isLoaded && openedOn === undefined) setOpenedOn(versionOf(newest));
  }, [isLoaded, openedOn, newest]);
  const isNewReply =
    openedOn !== undefined &&
    newest?.role === 'character' &&
    (newest.status === 'done' || newest.status === 'withheld') &&
    versionOf(newest) !== openedOn;
  return (
    <p className="visually-hidden" aria-live="polite">
      {isNewReply ? (newest.status === 'withheld' ? i18n._(WITHHELD_NOTICE) : newest.content) : ''}
    </p>
  );
}
