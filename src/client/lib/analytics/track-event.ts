import type { AnalyticsEvent } from '@contract/api/analytics-endpoints';
import { MAX_EVENTS_PER_REPORT } from '@contract/constants';
import { reportEvents } from './report-events';

/** Events wait this long to be sent together. */
const FLUSH_DELAY_MS = 2000;

let queue: AnalyticsEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;

function flush(keepalive = false) {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  while (queue.length > 0) {
    const batch = queue.slice(0, MAX_EVENTS_PER_REPORT);
    queue = queue.slice(MAX_EVENTS_PER_REPORT);
    // Never sent again: the server keeps the good events of a batch and names the ones it
    // dropped, which would be dropped again, and a failed call is not worth a retry queue.
    reportEvents(batch, { keepalive })
      .then(({ dropped }) => {
        if (dropped.length > 0) console.warn('analytics events dropped', dropped);
      })
      .catch((error: unknown) => {
        console.warn('analytics report failed', error);
      });
  }
}

/** Queues an analytics event; batches leave every 2 s and when the page is hidden. */
export function trackEvent(event: string, params: AnalyticsEvent['params'] = {}): void {
  queue.push({ event, params, time: Date.now() });
  if (queue.length >= MAX_EVENTS_PER_REPORT) flush();
  else flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

/** Sends what is queued when the page goes to the background; call once at boot. */
export function flushEventsWhenHidden(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
}
