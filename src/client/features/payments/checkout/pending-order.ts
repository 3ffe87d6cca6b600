import type { LocaleCode } from '@contract/locales';
import { localizePath, ROUTES } from '@contract/routes';

/** An order being paid on a provider's page, kept for when the buyer comes back to this tab. */
export interface PendingOrder {
  orderId: string;
  kind: 'vip' | 'gold';
  payMethod: string;
  /** A visitor's order token: the secret that makes the paid order sign them in. */
  orderToken?: string;
  /** What it costs in USD, for the Purchase event. */
  priceUsd?: number;
}

const KEY = 'pendingOrder';

// Session storage: the secret stays in this tab and is gone when the tab closes.
export function savePendingOrder(order: PendingOrder): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Private modes may refuse storage; a signed-in buyer's order is still found by its id.
  }
}

/** The pending order with this id, if this tab started it. */
export function readPendingOrder(orderId: string): PendingOrder | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as PendingOrder | null;
    return saved?.orderId === orderId ? saved : null;
  } catch {
    return null;
  }
}

const RETURN_KEY = 'paymentStartedAt';

/** Remembers the page a redirect checkout started on, for the way back after paying. */
export function saveReturnPath(path: string): void {
  try {
    window.sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Without storage the return page offers Home.
  }
}

/** The page the last redirect checkout of this tab started on, if it was a page of the app. */
export function readReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(RETURN_KEY);
    // Only our own paths, never an address another site could have planted.
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}

export function clearPendingOrder(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * Takes the return marker (merchantParam) off the address once its payment is settled, so a
 * reload does not follow the order again; the history entry's state stays as it is.
 */
export function clearReturnMarker(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('merchantParam')) return;
  url.searchParams.delete('merchantParam');
  url.searchParams.delete('token');
  url.searchParams.delete('PayerID');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Where a provider sends the buyer back: our payment return page with spec §4's merchantParam
 * (the order id as bizId, vip or gold as bizType), in the active language.
 */
export function paymentReturnUrl(order: { orderId: string; kind: string }, locale: LocaleCode) {
  const merchantParam = JSON.stringify({ bizId: order.orderId, bizType: order.kind });
  const url = new URL(localizePath(ROUTES.payCallback, locale), window.location.origin);
  url.searchParams.set('merchantParam', merchantParam);
  return url.toString();
}
