import { API_CODE } from './envelope-codes';

// The envelope's codes live apart (envelope-codes.ts) so the app's first load, which needs only
// them, does not carry every refusal code below.
export { API_CODE };

/**
 * Refusals by a business rule. The spec leaves these open ("any non-zero code shows the server
 * message"); giving each its own number lets the client show its own translated text.
 */
export const REFUSAL_CODE = {
  /** The emailed code does not match. */
  codeWrong: 2001,
  /** No usable code or link: expired, already used, or never sent. */
  codeExpired: 2002,
  /** Too many wrong codes; a new code must be requested. */
  codeLocked: 2003,
  /** A code was sent less than 60 s ago. */
  resendTooSoon: 2004,
  /** Too many sign-in mails for this address or network in the last hour. */
  sendLimit: 2005,
  /** The sign-in method already belongs to another account. */
  methodTaken: 2006,
  /** This sign-in method is not offered by this server or brand. */
  signInUnavailable: 2007,
  /** The provider's proof (Google token, Telegram init data) was not accepted. */
  signInRefused: 2008,
  /** NSFW content needs the 18+ confirmation first. */
  adultConfirmationNeeded: 2009,
  /** Nothing to find: an unknown user, or an account past its restore period. */
  notFound: 2010,
  /** A reply is still being written in this conversation; wait for it before sending again. */
  generationInProgress: 2011,
  /** No energy and fewer than 5 coins: the message cannot be paid for. */
  notEnoughEnergy: 2012,
  /** Only VIP members may use this (member-only character, advanced model, hidden story). */
  vipOnly: 2013,
  /** The model failed to write the reply; what the message cost was refunded. */
  generationFailed: 2014,
  /** The action does not apply to this message (not the last one, not yours, being written). */
  messageNotEditable: 2015,
  /** The operator switched this part of the app off (`DISABLED_FEATURES`). */
  featureOff: 2016,
  /** The visitor used the tour's free messages; signing in carries on. */
  tourQuotaUsed: 2017,
  /** The visitor token is unknown or its tour was already taken into an account. */
  visitorUnknown: 2018,
  /** Too many new tour visitors from this network in the last hour. */
  tooManyVisitors: 2019,
  /** The coin balance is smaller than the price. */
  notEnoughCoins: 2020,
  /** Non-members reached today's gift limit (VIP members have none). */
  giftLimit: 2021,
  /** A payment method this server does not offer (spec: "Payment not supported yet"). */
  paymentNotSupported: 2022,
  /** A method for another client: Stars outside Telegram, or a card or PayPal inside it. */
  paymentMethodNotHere: 2023,
  /** Card payment asked for where only a PayPal account works. */
  cardNotSupported: 2024,
  /** VIP bought by a member, whose membership is already valid. */
  membershipAlreadyValid: 2025,
  /** Cancel or change a subscription the user does not have. */
  noSubscription: 2026,
  /** Resume a subscription (or renew) without a linked card. */
  noLinkedCard: 2027,
  /** The order was paid or cancelled already, or its offer ran out. */
  orderNotPayable: 2028,
  /** The payment provider failed or refused; nothing was charged or the charge will be undone. */
  paymentFailed: 2029,
  /** This server copy is shutting down and takes no new replies; sending again soon works. */
  serverStopping: 2030,
  /** One character generation at a time per user: another is still being made. */
  characterGenerating: 2031,
  /** The action does not fit the character's state (confirm before she is made, edit while creating). */
  characterStateWrong: 2032,
  /** A published character cannot be made private again. */
  publishIrreversible: 2033,
  /** The prompt is about a minor; nothing was charged (spec §8's message). */
  unsafePrompt: 2034,
  /** The prompt names a real person as its subject; nothing was charged. */
  realPersonPrompt: 2035,
  /** An uploaded photo over 5 MB, or a file that is not a photo (spec §5 "Photo max 5M"). */
  uploadRefused: 2036,
  /** A one-time reward (home screen, survey, support channel) was already given to this account. */
  rewardClaimed: 2037,
  /** The energy bar is full, so the energy gift would give nothing; it stays to be claimed later. */
  energyFull: 2038,
  /** The survey has unanswered questions. */
  surveyIncomplete: 2039,
  /** The Bot API says the user is not a member of the support channel. */
  channelNotJoined: 2040,
  /** The action needs the account's Telegram (sign in through Telegram or link it in Settings). */
  telegramNeeded: 2041,
  /** The commission is no longer in a state that allows this (already accepted, ended…). */
  serviceOrderStateWrong: 2042,
  /** Ordering a commission from one's own character. */
  serviceOrderOwnCharacter: 2043,
  /** Only creators (a user with a public character) have a public creator profile. */
  notACreator: 2044,
  /** The SMS provider refused or could not be reached; the message says why. */
  smsFailed: 2071,
  /** Too many payment reports from this account today; support already has the others. */
  feedbackLimit: 2072,
  /** A picture over 40 megapixels or 8192 pixels a side: refused before it is decoded. */
  pictureTooLarge: 2073,
  /** The account's upload budget (count and bytes an hour and a day) is used up for now. */
  uploadLimit: 2074,
  /** A video source longer than 3:1 either way; nothing was charged. */
  videoSourceShape: 2075,
  /** A verification picture that was already made into something else (a video source). */
  pictureAlreadyUsed: 2076,
  /** The law of the user's country asks for an approved age verification first. */
  verificationNeeded: 2045,
  /** A verification already waits for review, or the user is already verified. */
  verificationStateWrong: 2046,
  /** The decision cannot be appealed: already appealed once, or no longer in effect. */
  appealRefused: 2047,
  /** Sign-in codes are texted only to mobile numbers, and only to the countries in SMS_COUNTRIES. */
  smsNumberRefused: 2077,
  /** The hourly budget of sign-in SMS (all server copies together) is spent; later works. */
  smsPaused: 2078,
  /** Too many reports from this account today (REPORTS_PER_REPORTER_PER_DAY). */
  reportLimit: 2079,
  /**
   * Cancelling a subscription already cancelled; it runs until its paid period ends. The refusal's
   * `data` is a `SubscriptionCancelledDetails`.
   */
  subscriptionCancelled: 2080,
  /** A chat message (or an edit) the moderation checker refused; nothing was charged or stored. */
  unsafeMessage: 2081,
  /**
   * The user's chat is locked after repeated refusals (strikes); nothing was checked, charged or
   * stored. The refusal's `data` is a `ChatLockedDetails`.
   */
  chatLocked: 2082,
  /**
   * A character that cannot be public as it is: her name, description, greeting, persona or
   * scenario fails the moderation check (publishing, or editing a public one).
   */
  unsafeCharacter: 2083,
  /**
   * The model's reply turned to what the moderation checker refuses: it was stopped and none of
   * it kept or shown; what it was paid with came back. Ends a reply's stream, never a call's start.
   */
  unsafeReply: 2084,
  /** A persona about a minor (by word or age); nothing was saved. */
  unsafePersona: 2090,
  /** A persona naming a real person; nothing was saved. */
  realPersonPersona: 2091,
  /** The account keeps PERSONA_LIMITS.count personas already; delete one first. */
  personaLimit: 2092,
  /** Voice input is off: no speech-to-text server is configured (`STT_BASE_URL`). */
  voiceInputOff: 2130,
  /** A recording over `VOICE_MAX_BYTES`; nothing was read past the limit. */
  voiceTooLarge: 2131,
  /** The upload is not audio that can be decoded. */
  voiceUnreadable: 2132,
  /** A recording longer than `VOICE_MAX_SECONDS`. */
  voiceTooLong: 2133,
  /** A recording shorter than `VOICE_MIN_SECONDS`. */
  voiceTooShort: 2134,
  /** The speech-to-text server failed or did not answer in time; nothing was charged. */
  transcriptionFailed: 2135,
  /** The recording was transcribed to no words; nothing was sent or charged. */
  nothingHeard: 2136,
  /** The photo she offered was already opened (or its reply is gone); nothing was charged again. */
  offerClosed: 2160,
  /** What the offered photo would show fails the safety check; nothing was charged or drawn. */
  unsafeOffer: 2161,
  /** A file that is no character card we read (damaged PNG, bad base64 or JSON, no card in it). */
  cardUnreadable: 2100,
  /** A card file over CARD_LIMITS.fileBytes, or a CHARX that unpacks to more (a zip bomb). */
  cardTooLarge: 2101,
  /** A card field over its length, or more lorebook entries or greetings than are taken. */
  cardOverLimit: 2102,
  /** A card whose texts involve a minor (the safety checker); nothing was saved. */
  unsafeCard: 2103,
  /** A card whose texts name a real person; nothing was saved. */
  realPersonCard: 2104,
  /** The card's picture is over 40 megapixels or 8192 pixels a side; nothing was saved. */
  cardPictureTooLarge: 2105,
  /** Publishing an imported character needs her creator's confirmation that they may. */
  publishRightsNeeded: 2106,
  /** Her lorebook has LOREBOOK_LIMITS.entries entries already; delete one first. */
  lorebookFull: 2107,
  /** A lorebook entry the safety checker refused (a minor, a real person); nothing was saved. */
  unsafeLoreEntry: 2108,
  /** A scene about a minor (by word); nothing was saved. */
  unsafeScene: 2140,
  /** A scene naming a real person; nothing was saved. */
  realPersonScene: 2141,
  /** A chapter's new title or summary about a minor (by word or age); nothing was saved. */
  unsafeChapter: 2150,
  /** A chapter's new title or summary naming a real person; nothing was saved. */
  realPersonChapter: 2151,
  /** The chapter is being written: wait for it before writing it again. */
  chapterBeingWritten: 2152,
  /** Listening to her costs more energy (or coins, once energy is out) than the user has. */
  speechNotEnough: 2120,
  /** Her voice does not speak the reply's language (the demo voice speaks 17 of 20). */
  speechLanguage: 2121,
  /** The speech server failed; what the play cost came back. */
  speechFailed: 2122,
  /** The reply has nothing to speak: only actions and asides. */
  speechNothingToSay: 2123,
  /** Not one of the voices offered. */
  speechVoiceUnknown: 2124,
} as const;

/** The `data` of the `chatLocked` refusal: until when; null until a moderator lifts it. */
export interface ChatLockedDetails {
  lockedUntil: string | null;
}

/** The `data` of the `subscriptionCancelled` refusal: when the paid period (and VIP) ends. */
export interface SubscriptionCancelledDetails {
  currentPeriodEnd: string;
}

export type ApiCode =
  | (typeof API_CODE)[keyof typeof API_CODE]
  | (typeof REFUSAL_CODE)[keyof typeof REFUSAL_CODE];

/**
 * Code of the envelope sent with HTTP 500 when the server itself fails. It is not one of the spec's
 * codes on purpose: clients treat any HTTP 5xx by its status, never by this number.
 */
export const INTERNAL_ERROR_CODE = 500;
