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
 * but its owner until a moderator decides. A gallery photo leaves at the first report.
 */
export const REPORT_HIDE_THRESHOLD = 3;

/** The longest appeal a user may write. */
export const APPEAL_MESSAGE_MAX_LENGTH = 1000;

/** A user's age verification as their profile shows it. */
export const VERIFICATION_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
