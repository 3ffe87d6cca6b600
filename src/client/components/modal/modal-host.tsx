import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useModalLayer } from '../modal-layer/use-modal-layer';
import { dialogsAtom } from './dialog-store';
import './modal-host.css';

/** Renders the topmost open dialog; Escape and the backdrop dismiss it. */
export function ModalHost() {
  const dialogs = useAtomValue(dialogsAtom);
  const dialog = dialogs[dialogs.length - 1];
  const layer = useRef<HTMLDivElement>(null);
  useModalLayer(layer, { isOpen: Boolean(dialog), onEscape: () => dialog?.resolve(null) });

  if (!dialog) return null;
  return (
    <div className="modal-host" ref={layer}>
      <button
        type="button"
        className="modal-host__backdrop"
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => dialog.resolve(null)}
      />
      <div
        className="modal-host__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={dialog.title ? `dialog-title-${dialog.id}` : undefined}
        aria-describedby={`dialog-message-${dialog.id}`}
      >
        {dialog.title && (
          <h2 id={`dialog-title-${dialog.id}`} className="modal-host__title">
            {dialog.title}
          </h2>
        )}
        <p id={`dialog-message-${dialog.id}`} className="modal-host__message">
          {dialog.message}
        </p>
        <div className="modal-host__buttons">
          {dialog.buttons.map((button, index) => (
            <button
              key={button.id}
              data-autofocus={index === 0 ? '' : undefined}
              type="button"
              className={`modal-host__button${button.isDestructive ? ' modal-host__button--destructive' : ''}`}
              onClick={() => dialog.resolve(button.id)}
            >
              {button.text}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
