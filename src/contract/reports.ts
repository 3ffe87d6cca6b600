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
