import { isAdPixelEvent } from '@contract/ad-pixel-events';
import { ANALYTICS_LIBRARY_VERSION } from '@contract/constants';
import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';
import type { StoredEvent } from './queries';

/** A collector that does not answer in this long is given up on (analytics never hold a call). */
const FORWARD_TIMEOUT_MS = 5000;

/** Who sent a batch: the spec §7 common parameters we know. */
export interface EventSource {
  uid: string | null;
  deviceUuid: string | null;
  platform: string | null;
  channel: string | null;
  country: string | null;
}

const text = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function commonParams(source: EventSource): Record<string, string> {
  return {
    openid: source.deviceUuid ?? '',
    accid: source.uid ?? '',
    uid: source.uid ?? '',
    appcqid: source.channel ?? '',
    srcqid: source.channel ?? '',
    appver: ANALYTICS_LIBRARY_VERSION,
    region: source.country ?? '',
    platform: source.platform ?? '',
  };
}

/** One GET of a collector's address with the query the spec's JSONP call carries. */
function requestOf(host: string, path: string, query: Record<string, string>): string {
  // A host may carry a path of its own: the collector's path goes under it; none keeps it as is.
  const url = path ? new URL(path, host.endsWith('/') ? host : `${host}/`) : new URL(host);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The GETs a batch of our events makes to the spec's outside collectors (spec §7): opens to the
 * open host, online time (as one JSON list) to the online host, our other events to the activity
 * host, and the ad-pixel events to the pixel. Only configured collectors get anything.
 */
export function collectorRequests(env: Env, events: StoredEvent[], source: EventSource): string[] {
  const common = commonParams(source);
  const urls: string[] = [];
  const onlineTimes: Array<Record<string, unknown>> = [];
  for (const event of events) {
    const params = event.params;
    if (event.name === 'open') {
      if (env.ANALYTICS_OPEN_HOST) {
        urls.push(
          requestOf(env.ANALYTICS_OPEN_HOST, 'out-comm-logs/client/h5/open', {
            ...common,
            openway: text(params.code),
            url_from: text(params.entry),
            xmlog: JSON.stringify(params),
          }),
        );
      }
    } else if (event.name === 'online_time') {
      onlineTimes.push({
        onlinetime: params.onlineTime,
        starttime: params.startTime,
        endtime: params.endTime,
      });
    } else if (isAdPixelEvent(event.name)) {
      if (env.AD_PIXEL_URL && env.AD_PIXEL_ID) {
        const data: Record<string, string> = {};
        for (const [key, value] of Object.entries(params)) data[`cd[${key}]`] = text(value);
        urls.push(
          requestOf(env.AD_PIXEL_URL, '', {
            id: env.AD_PIXEL_ID,
            ev: event.name,
            ...data,
            noscript: '1',
          }),
        );
      }
    } else if (env.ANALYTICS_ACT_HOST) {
      urls.push(
        requestOf(env.ANALYTICS_ACT_HOST, 'out-comm-logs/client/h5/activity', {
          ...common,
          actentryid: event.name,
          subactid: text(params.type ?? params.action ?? params.from ?? ''),
          type: JSON.stringify(params),
        }),
      );
    }
  }
  if (onlineTimes.length > 0 && env.ANALYTICS_ONLINE_HOST) {
    urls.push(
      requestOf(env.ANALYTICS_ONLINE_HOST, 'out-comm-logs/server/h5/onlineTime', {
        ...common,
        data: JSON.stringify(onlineTimes),
      }),
    );
  }
  return urls;
}

/**
 * Sends a stored batch on to the configured collectors, after our own copy is safe; a collector
 * that fails or is slow is logged (spec §8: analytics failures are logged) and never retried here:
 * our database keeps every event for a later export.
 */
export function forwardToCollectors(
  env: Env,
  log: Logger,
  events: StoredEvent[],
  source: EventSource,
): void {
  for (const url of collectorRequests(env, events, source)) {
    fetch(url, { signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS) })
      .then((response) => {
        if (!response.ok) log.warn({ status: response.status }, 'analytics collector refused');
        return response.body?.cancel();
      })
      .catch((error: unknown) => log.warn({ err: error }, 'analytics collector unreachable'));
  }
}
