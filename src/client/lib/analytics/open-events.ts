import type { AnalyticsEvent } from '@contract/api/analytics-endpoints';
import type { StartParams } from '@contract/start-params';
import { STORAGE_KEYS, storage } from '../storage';
import { reportEvents } from './report-events';
import { trackEvent } from './track-event';

/** Spec §4's open codes. */
export const OPEN_CODE = { coldStart: 0, foreground: 1, background: 5 } as const;

/** Online-time reports kept for a later try; older ones are dropped past this many. */
const MAX_PENDING_ONLINE_TIMES = 20;

/** The start-link parameters an open is attributed to (spec §2: `l`, `bp`, `from`, `ch`, `u`, `act`). */
const ATTRIBUTED_PARAMS = ['l', 'bp', 'from', 'ch', 'u', 'act'] as const;

function readPending(): AnalyticsEvent[] {
  try {
    const pending: unknown = JSON.parse(storage.get(STORAGE_KEYS.pendingOnlineTime) ?? '[]');
    return Array.isArray(pending) ? (pending as AnalyticsEvent[]) : [];
  } catch {
    return [];
  }
}

function writePending(events: AnalyticsEvent[]) {
  if (events.length === 0) storage.remove(STORAGE_KEYS.pendingOnlineTime);
  else
    storage.set(
      STORAGE_KEYS.pendingOnlineTime,
      JSON.stringify(events.slice(-MAX_PENDING_ONLINE_TIMES)),
    );
}

/**
 * Sends the stored online-time reports. They are written down before sending, so a page closed
 * mid-send keeps them; the ones the server answered for are then taken off the list.
 */
async function sendPendingOnlineTimes(keepalive: boolean) {
  const batch = readPending();
  if (batch.length === 0) return;
  try {
    await reportEvents(batch, { keepalive });
    const sent = new Set(batch.map((event) => event.time));
    writePending(readPending().filter((event) => !sent.has(event.time)));
  } catch (error) {
    console.warn('online time not sent; kept for the next return', error);
  }
}

/**
 * Spec §4: an open event on a cold start (with what the start link says about where the visitor
 * came from), on each return to the foreground and on each move to the background; when the page
 * hides, the time it was visible is sent, and kept to be sent again on return when that fails.
 * Call once at boot, before `flushEventsWhenHidden`, so the background event leaves with the batch.
 */
export function recordOpens(
  startParams: StartParams,
  {
    entry,
    channel,
    abGroup,
    now = Date.now,
  }: {
    /** The page the visit started on, without a language prefix. */
    entry?: string;
    /** The channel from the start link or the page's `c`. */
    channel?: string | null;
    /** The device's A/B group, so the funnel splits by it. */
    abGroup?: string;
    now?: () => number;
  } = {},
): () => void {
  const attribution: Record<string, string> = {};
  for (const key of ATTRIBUTED_PARAMS) {
    const value = startParams[key];
    if (value) attribution[key] = value.slice(0, 256);
  }
  if (!attribution.ch && channel) attribution.ch = channel.slice(0, 256);
  if (entry) attribution.entry = entry.slice(0, 256);
  if (abGroup) attribution.ab = abGroup;
  trackEvent('open', { code: OPEN_CODE.coldStart, ...attribution });
  let visibleSince = now();
  void sendPendingOnlineTimes(false);

  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') {
      const endTime = now();
      trackEvent('open', { code: OPEN_CODE.background });
      writePending([
        ...readPending(),
        {
          event: 'online_time',
          params: {
            onlineTime: Math.max(0, Math.round((endTime - visibleSince) / 1000)),
            startTime: visibleSince,
            endTime,
          },
          time: endTime,
        },
      ]);
      void sendPendingOnlineTimes(true);
    } else {
      visibleSince = now();
      trackEvent('open', { code: OPEN_CODE.foreground });
      void sendPendingOnlineTimes(false);
    }
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}
