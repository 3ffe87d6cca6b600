import type { ReportReason } from '@contract/reports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each report reason as the reporter chose it, and as a decision's owner reads it. */
export const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  minor: msg`Seems to be a minor`,
  real_person: msg`Is a real person`,
  non_consensual: msg`Non-consensual or violent content`,
  hate: msg`Hate or harassment`,
  spam: msg`Spam or scam`,
  other: msg`Something else`,
};
