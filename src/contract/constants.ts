/** Business constants and limits of spec §9, each named once. */

import { DAY_MS, SECOND_MS } from './time';

// Transport
export const REQUEST_TIMEOUT_MS = 60 * SECOND_MS;
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
export const SIGN_HEADER = 'x-sign';
/** How far a spending call's `t` may be from the server's clock before it counts as a replay. */
export const REQUEST_FRESHNESS_MS = 10 * 60 * SECOND_MS;

// Cookies and caches
export const TOKEN_COOKIE_MAX_AGE_S = (30 * DAY_MS) / SECOND_MS;
export const LOCALE_COOKIE_MAX_AGE_S = (365 * DAY_MS) / SECOND_MS;
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
export const TOKEN_REFRESH_INTERVAL_MS = 480 * 60 * 60 * SECOND_MS;

// App shell
export const RELOAD_GUARD_MS = 10 * SECOND_MS;
export const IDLE_PRELOAD_DELAY_MS = SECOND_MS;
export const MAX_PARALLEL_PRELOADS = 5;
export const TOAST_DURATION_MS = 3 * SECOND_MS;
export const MAX_QUEUED_TOASTS = 5;
export const TOUCH_EMULATOR_OFFSET_PX = 75;
export const MIN_ADULT_AGE = 18;
/**
 * Widths (px) of the smaller copies `/media/{id}?w=` serves: a list thumbnail and a catalogue card
 * on a phone's 2× screen. Any other width is the original.
 */
export const MEDIA_THUMBNAIL_WIDTHS = [192, 384] as const;

// Sign-in
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_RESEND_COUNTDOWN_S = 60;
/** How long an emailed code or sign-in link can be used (issue: 10 minutes). */
export const LOGIN_CODE_TTL_MS = 10 * 60 * SECOND_MS;
/** Wrong codes allowed before a code is locked; the next try is refused even with the right code. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** Sign-in mails per address, and per sending IP, in one hour. */
export const LOGIN_MAILS_PER_EMAIL_PER_HOUR = 5;
export const LOGIN_MAILS_PER_IP_PER_HOUR = 20;
/** Telegram init data older than this is refused. */
export const TELEGRAM_INIT_DATA_MAX_AGE_S = 24 * 60 * 60;
/** A session token lives this long unless revoked (the token cookie lasts as long). */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A deactivated account can be restored for this long; then its personal data is erased. */
export const ACCOUNT_DELETION_GRACE_MS = 14 * DAY_MS;
/** An uploaded photo no video was made of (and no age verification holds) is removed after this. */
export const UNUSED_UPLOAD_KEEP_MS = DAY_MS;
export const NICK_MAX_LENGTH = 32;
export const MAX_PREFERENCE_TAGS = 20;

// Payments
export const PAYMENT_POLL_MS = 3 * SECOND_MS;
export const PAYMENT_TIMEOUT_MS = 10 * SECOND_MS;

// Visitor tour
/** Messages a visitor may send in the tour before signing in. */
export const TOUR_MESSAGE_QUOTA = 10;
/**
 * New tour visitors one network (IP) may start per hour, so the free messages are not renewed at
 * will; generous because mobile carriers put many people behind one address.
 */
export const TOUR_VISITORS_PER_IP_PER_HOUR = 30;
/** Tours are deleted after this many days; unclaimed tour conversations go with them. */
export const TOUR_KEPT_DAYS = 30;

// Energy and coins
export const CHAT_ENERGY_COST = 1;
export const ENERGY_CAP = 100;
export const VIP_ENERGY_CAP = 1000;
export const EMPTY_ENERGY_CHAT_COIN_COST = 5;
export const PHOTO_GENERATION_COIN_COST = 50;
/** A created character (portrait and persona); VIP's first template one is free (docs/decisions.md). */
export const CUSTOM_CHARACTER_COIN_COST = 200;
/** Gifts a non-member may send a day; VIP members have no limit (spec perk "unlimited gifts"). */
export const GIFTS_PER_DAY_FOR_NON_MEMBERS = 3;
export const INVITE_REWARD_ENERGY = 10;
export const HOME_SCREEN_REWARD_ENERGY = 20;
export const HOME_SCREEN_REWARD_DELAY_MS = 10 * SECOND_MS;
export const SURVEY_REWARD_COINS = 50;
export const SUPPORT_CHANNEL_GIFT_COINS = 20;
export const SUPPORT_CHANNEL_MAX_BONUS_PERCENT = 5;

export const DISCOUNT_OFFER_TIMER_S = 60;
export const MAX_LISTED_PLAN_MONTHS = 12;
export const PREMIUM_BANNER_TIMER_S = 10 * 60;
/** A VIP expiry after this year marks a lifetime member. */
export const LIFETIME_EXPIRY_YEAR = 2099;
export const PRICING_DAYS_PER_MONTH = 30;
export const CAROUSEL_INTERVAL_MS = 3 * SECOND_MS;

// Characters and media
export const MAX_KINKS = 3;

// Analytics
export const ANALYTICS_LIBRARY_VERSION = '2.0.0';
export const MAX_EVENTS_PER_REPORT = 50;
/** The longest an event's params may be as JSON; a longer event is dropped from its batch. */
export const MAX_EVENT_PARAMS_JSON_CHARS = 4096;

// Telegram Mini App limits
export const TELEGRAM_POPUP_MESSAGE_MAX = 256;
export const TELEGRAM_POPUP_TITLE_MAX = 64;
export const TELEGRAM_POPUP_MIN_BUTTONS = 1;
export const TELEGRAM_POPUP_MAX_BUTTONS = 3;
/** Telegram's `startapp` value: at most 512 characters of `A-Za-z0-9_-`. */
export const START_PARAM_MAX_LENGTH = 512;
