/** What `/v1/user/report` takes, shared by its schema and the report sheet (no zod). */

/** Why content is reported; the client shows each as a translated choice. */
export const REPORT_REASONS = [
  'minor',
  'real_person',
  'non_consensual',
  'hate',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest note a reporter may add. */
export const REPORT_DETAILS_MAX_LENGTH = 500;

/** What can be reported: a public character, a gallery photo, a message in one's chat, a creator. */
export const REPORT_TARGETS = ['character', 'photo', 'message', 'creator'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/**
 * Distinct reporters after which a user-made public character leaves the catalogue for everyone
 * but its owner until a moderator decides.
 */
export const REPORT_HIDE_THRESHOLD = 3;

/**
 * Distinct reporters after which a gallery photo leaves the gallery until a moderator decides.
 * One report is enough when its reason is `minor` or its reporter is seasoned (below).
 */
export const PHOTO_HIDE_REPORTERS = 2;

/** New reports one account may make in a day (changing the reason of one is not a new one). */
export const REPORTS_PER_REPORTER_PER_DAY = 10;

/**
 * A seasoned reporter, whose single report hides a photo: an account this many days old that
 * wrote SEASONED_REPORTER_MIN_MESSAGES chat messages or paid for something.
 */
export const SEASONED_REPORTER_MIN_AGE_DAYS = 7;
export const SEASONED_REPORTER_MIN_MESSAGES = 20;

/** The longest appeal a user may write. */
export const APPEAL_MESSAGE_MAX_LENGTH = 1000;

/** A user's age verification as their profile shows it. */
export const VERIFICATION_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
