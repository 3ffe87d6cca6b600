import { emitAppEvent, type PremiumRequest } from '@client/app/app-events';
import type { ReactNode } from 'react';

/**
 * A button that opens the buy-VIP popup with where it was pressed (spec §7 `from`); the premium
 * host decides whether the popup may show (signed out: login; lifetime member: nothing).
 */
export function GetVipButton({
  request,
  className,
  children,
}: {
  request: PremiumRequest;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        // Inside a tappable card or bubble the tap means "unlock", not "select".
        event.stopPropagation();
        emitAppEvent('showPremium', request);
      }}
    >
      {children}
    </button>
  );
}
