import { useAtomValue } from 'jotai';
import { STAYS_LIVE_ATTRIBUTE } from '../modal-layer/use-modal-layer';
import { toastsAtom } from './toast-store';
import './toast-list.css';

/** The stack of current toasts, announced to screen readers. */
export function ToastList() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div
      className="toast-list"
      role="status"
      aria-live="polite"
      {...{ [STAYS_LIVE_ATTRIBUTE]: '' }}
    >
      {toasts.map((toast) => (
        <div key={toast.id} className="toast-list__toast">
          {toast.message}
        </div>
      ))}
    </div>
  );
}
