/** The enumerations of spec §3 with the spec's values. */

export const CHARACTER_LIST_SORT = { rec: 1, hot: 2, new: 3 } as const;
export const CHARACTER_ACCESS = { free: 10, memberFree: 20 } as const;
export const RELEASE_STATE = { notRelease: 10, test: 20, release: 30 } as const;
export const VISIBILITY = { private: 0, open: 1 } as const;
export const LIKE_STATE = { none: 0, like: 1, unlike: -1 } as const;

/** Ledger row direction. */
export const LEDGER_DIRECTION = { in: 1, out: 2 } as const;
export const PROMOTION_TIER = { exit: 0, origin: 1, off2: 2, off3: 3, permanent: 4 } as const;
export const TOUR_LANDING_ROLES = ['landing_role_1', 'landing_role_2', 'landing_role_3'] as const;
export type TourLandingRole = (typeof TOUR_LANDING_ROLES)[number];

export const PAYMENT_METHODS = [
  'TapWallet',
  'TelegramStar',
  'TpRoyal',
  'OceanPayment',
  'OceanPaymentApplePay',
  'OceanPaymentGooglePay',
  'QxPay',
  'QxPaySub',
  'CoinPay',
  'V5Pay',
  'PayPalCard',
  'PayPalWallet',
  /** The embedded default's checkout on our own server (no money moves). */
  'Sandbox',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One-off guide tags: each is shown once per user, then remembered as seen. */
const GUIDE_TAGS = [
  'pointHandling',
  'firstFeatureTag',
  'socialActivity',
  'guideFirstChat',
  'favoriteSite',
  'firstVisibleHome',
  'fistAskPhoto',
  'firstAppIns',
] as const;
const THIRD_DAY_BANNER = 'thirdDayBanner';
/** Everything remembered as seen once per account: the eight guides and the third-day banner. */
export const FIRST_STEPS = [...GUIDE_TAGS, THIRD_DAY_BANNER] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

export const PLAN_PERIODS = ['weekly', 'monthly', 'quarterly', 'yearly', 'lifetime'] as const;

export const ORDER_STATUS = { wait: 10, hasPay: 20, cancel: 30 } as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const CUSTOM_CHARACTER_STATUS = {
  onSubmit: 10,
  creating: 20,
  createFail: 21,
  createSuccess: 30,
  done: 40,
} as const;

/** Sign-in methods of the brand config. */
export const LOGIN_TYPE = { email: 1, google: 2, telegram: 3, phone: 4 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** Where the app runs: the spec's clients web, miniapp and pwa. */
export const CLIENT_PLATFORMS = ['web', 'miniapp', 'pwa'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];
