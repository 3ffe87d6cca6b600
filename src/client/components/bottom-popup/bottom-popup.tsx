import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../icons/icons';
import { useModalLayer } from '../modal-layer/use-modal-layer';
import './bottom-popup.css';

export interface BottomPopupProps {
  isOpen: boolean;
  /** Called when the user closes the popup: its close button, Escape, router back or a click on the background. */
  onClose(): void;
  /** Keeps the popup open (no close button; Escape, router back and background clicks do nothing). */
  isCloseDisabled?: boolean;
  /** Accessible name of the sheet. */
  label: string;
  /** Shows the sheet in place instead of sliding it in: it replaces one already on screen. */
  appearsInPlace?: boolean;
  children: ReactNode;
}

/**
 * A sheet sliding up from the bottom (spec §4): it closes on router back or a background click
 * unless closing is disabled. Router back works by adding a history entry while it is open; a
 * sheet opened over another closes alone, and a sheet its owner keeps open after a back (a refusal
 * to close, or the next step shown in place) gets a new entry.
 */
export function BottomPopup({
  isOpen,
  onClose,
  isCloseDisabled = false,
  label,
  appearsInPlace = false,
  children,
}: BottomPopupProps) {
  const { t } = useLingui();
  const entryId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Counts the backs this sheet took; each one that leaves it open adds its entry again.
  const [backs, setBacks] = useState(0);
  const layer = useRef<HTMLDivElement>(null);
  useModalLayer(layer, { isOpen, onEscape: isCloseDisabled ? undefined : onClose });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a back re-runs it for a new entry
  useEffect(() => {
    if (!isOpen || isCloseDisabled) return;
    window.history.pushState({ ...(window.history.state ?? {}), bottomPopup: entryId }, '');
    let isClosedByBack = false;
    const onPopState = () => {
      // Our entry is current again: a sheet opened over this one went away, not this one.
      const state = window.history.state as { bottomPopup?: string } | null;
      if (state?.bottomPopup === entryId) return;
      isClosedByBack = true;
      onCloseRef.current();
      setBacks((count) => count + 1);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      // Closed some other way: drop the history entry we added.
      const state = window.history.state as { bottomPopup?: string } | null;
      if (!isClosedByBack && state?.bottomPopup === entryId) window.history.back();
    };
  }, [isOpen, isCloseDisabled, entryId, backs]);

  if (!isOpen) return null;
  return (
    <div className="bottom-popup" ref={layer}>
      <button
        type="button"
        className="bottom-popup__backdrop"
        // A pointer's shortcut; the close button is the one assistive technology is told about.
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => {
          if (!isCloseDisabled) onClose();
        }}
      />
      <section
        className={
          appearsInPlace
            ? 'bottom-popup__sheet bottom-popup__sheet--in-place'
            : 'bottom-popup__sheet'
        }
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {!isCloseDisabled && (
          <button
            type="button"
            className="bottom-popup__close icon-button"
            aria-label={t`Close`}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
        {children}
      </section>
    </div>
  );
}
