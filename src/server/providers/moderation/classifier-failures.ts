import { Counter } from 'prom-client';
import type { UnavailableReason } from './moderation-provider';

/**
 * Checks a classifier could not answer, by classifier, what was checked (a chat text, which the
 * embedded checker then decided, or a picture, whose job failed) and why. Counted by each
 * process like its request timings; /metrics registers it in its registry.
 */
export const classifierFailures = new Counter({
  name: 'moderation_classifier_failures_total',
  help: 'Checks the moderation classifier could not answer (texts fell back to the embedded checker, pictures failed), by classifier, check and reason',
  labelNames: ['classifier', 'check', 'reason'] as const,
  registers: [],
});

/** Counts one check the classifier could not answer. */
export function countClassifierFailure(
  classifier: string,
  check: 'text' | 'picture',
  reason: UnavailableReason,
): void {
  classifierFailures.inc({ classifier, check, reason });
}
