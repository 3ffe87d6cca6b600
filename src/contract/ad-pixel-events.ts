/**
 * The ad-pixel events of spec §7, spelled the way ad pixels spell them, unlike our own snake_case
 * event names. Reported through our analytics like any other event.
 */
export const AD_PIXEL_EVENT = {
  addPaymentInfo: 'AddPaymentInfo',
  addToCart: 'AddToCart',
  completeRegistration: 'CompleteRegistration',
  lead: 'Lead',
  purchase: 'Purchase',
} as const;

export type AdPixelEvent = (typeof AD_PIXEL_EVENT)[keyof typeof AD_PIXEL_EVENT];

const AD_PIXEL_EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(AD_PIXEL_EVENT));

/** Whether `name` is one of the ad-pixel events. */
export const isAdPixelEvent = (name: string): name is AdPixelEvent =>
  AD_PIXEL_EVENT_NAMES.has(name);
