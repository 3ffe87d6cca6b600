/** The payment pages: somewhere a purchase happens, never somewhere to come back to after it. */
const PAYMENT_PAGE = /\/(premium|coins|pay\/callback)(\?|$)/;

let lastOtherPage: string | null = null;

/** Called on every navigation (main.tsx) with the new path. */
export function recordVisit(fullPath: string): void {
  if (!PAYMENT_PAGE.test(fullPath)) lastOtherPage = fullPath;
}

/** True for the premium, coins and payment-result pages. */
export function isPaymentPage(fullPath: string): boolean {
  return PAYMENT_PAGE.test(fullPath);
}

/**
 * Where a purchase started, as the user sees it: the page she was on before she opened the coins
 * or VIP page (a chat, her page), or the current page when that is not a payment page.
 */
export function purchaseOrigin(currentPath: string): string {
  if (!isPaymentPage(currentPath)) return currentPath;
  return lastOtherPage ?? currentPath;
}
