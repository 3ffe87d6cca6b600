import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './bottom-popup.css';

export interface BottomPopupProps {
  isOpen: boolean;
  /** Called when the user closes the popup by router back or a click on the background. */
  onClose(): void;
  /** Keeps the popup open on router back and background clicks. */
  isCloseDisabled?: boolean;
  /** Accessible name of the sheet. */
  label: string;
  children: ReactNode;
}

/**
 * A sheet sliding up from the bottom (spec §4): it closes on router back or a background click
 * unless closing is disabled. Router back works by adding a history entry while it is open.
 */
export function BottomPopup({
  isOpen,
  onClose,
  isCloseDisabled = false,
  label,
  children,
}: BottomPopupProps) {
  const { t } = useLingui();
  const entryId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!isOpen || isCloseDisabled) return;
    window.history.pushState({ ...(window.history.state ?? {}), bottomPopup: entryId }, '');
    let isClosedByBack = false;
    const onPopState = () => {
      isClosedByBack = true;
      onCloseRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      // Closed some other way: drop the history entry we added.
      const state = window.history.state as { bottomPopup?: string } | null;
      if (!isClosedByBack && state?.bottomPopup === entryId) window.history.back();
    };
  }, [isOpen, isCloseDisabled, entryId]);

  if (!isOpen) return null;
  return (
    <div className="bottom-popup">
      <button
        type="button"
        className="bottom-popup__backdrop"
        aria-label={t`Close`}
        tabIndex={-1}
        onClick={() => {
          if (!isCloseDisabled) onClose();
        }}
      />
      <section className="bottom-popup__sheet" role="dialog" aria-modal="true" aria-label={label}>
        {children}
      </section>
    </div>
  );
}
